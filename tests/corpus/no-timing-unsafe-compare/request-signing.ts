// Models a TypeScript service-to-service request signing module: HMAC over method, path, timestamp and body, compared through TS casts, arrow bodies and || chains.
// @ts-nocheck
import { createHmac } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export type SignedRequest = Pick<IncomingMessage, 'method' | 'url' | 'headers'> & { rawBody: string };

const CLOCK_SKEW_MS = 30_000;
const serviceKey = (): string => process.env.SERVICE_SIGNING_KEY as string;

export function canonicalString(method: string, path: string, timestamp: string, body: string): string {
  return [method.toUpperCase(), path, timestamp, body].join('\n');
}

export function signRequest(method: string, path: string, timestamp: string, body: string): string {
  return createHmac('sha256', serviceKey()).update(canonicalString(method, path, timestamp, body)).digest('hex');
}

export const matchesSignature = (req: SignedRequest, timestamp: string): boolean =>
  req.headers['x-request-signature'] === signRequest(req.method!, req.url!, timestamp, req.rawBody); // expect: no-timing-unsafe-compare

export function verifySignedRequest(req: SignedRequest, now = Date.now()): 'ok' | 'stale' | 'invalid' {
  const timestamp = req.headers['x-request-timestamp'];
  if (typeof timestamp !== 'string' || timestamp.length === 0) {
    return 'invalid';
  }
  if (Math.abs(now - Number(timestamp)) > CLOCK_SKEW_MS) {
    return 'stale';
  }
  const expected = signRequest(req.method ?? 'GET', req.url ?? '/', timestamp, req.rawBody);
  const provided = req.headers['x-request-signature'];
  if (provided === undefined || (provided as string) !== expected) { // expect: no-timing-unsafe-compare
    return 'invalid';
  }
  return 'ok';
}

export function verifyWithFallback(req: SignedRequest, timestamp: string, previousKey?: string): boolean {
  const provided = req.headers['x-request-signature'] as string | undefined;
  const current = signRequest(req.method!, req.url!, timestamp, req.rawBody);
  const previous =
    previousKey === undefined
      ? undefined
      : createHmac('sha256', previousKey).update(canonicalString(req.method!, req.url!, timestamp, req.rawBody)).digest('hex');
  return (
    provided! === current || // expect: no-timing-unsafe-compare
    (previous !== undefined && provided === previous) // expect: no-timing-unsafe-compare
  );
}

export function sameRoute(a: SignedRequest, b: SignedRequest): boolean {
  return a.method === b.method && a.url === b.url;
}
