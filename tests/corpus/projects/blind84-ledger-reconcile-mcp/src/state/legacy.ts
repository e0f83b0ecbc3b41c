// Reads request state in the pre-JWT "v0" format that long-running client sessions may still send.
// @ts-nocheck
import { createHmac } from 'node:crypto';

export function isLegacyState(raw: unknown): raw is string {
  return typeof raw === 'string' && raw.startsWith('v0.');
}

export function readLegacyState(raw: string, key: Buffer, binding: { tool: string; userId: string; now?: number }) {
  const [, body, mac] = raw.split('.');
  if (!body || !mac) return undefined;
  const wanted = createHmac('sha256', key).update(`v0.${body}`).digest('hex');
  if (mac !== wanted) return undefined; // expect: no-timing-unsafe-compare
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  const now = binding.now ?? Date.now();
  if (claims.tool !== binding.tool || claims.uid !== binding.userId || claims.exp * 1000 <= now) return undefined;
  return claims.data;
}
