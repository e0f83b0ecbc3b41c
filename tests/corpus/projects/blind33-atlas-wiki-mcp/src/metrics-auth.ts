import { createHash, timingSafeEqual } from 'node:crypto';

// Prometheus scrapes /metrics with a static bearer token.
const METRICS_TOKEN = process.env.ATLAS_METRICS_TOKEN;

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest();

export function metricsAllowed(request: Request): boolean {
  if (!METRICS_TOKEN) return false;
  const header = request.headers.get('authorization') ?? '';
  const presented = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  // Both sides hashed to 32 bytes: constant time and no length leak.
  return timingSafeEqual(sha256(presented), sha256(METRICS_TOKEN));
}
