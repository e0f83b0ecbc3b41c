// State sealing: the shared sealer, plus a verifier for the pre-migration "v0" state format.
import { createHmac } from 'node:crypto';
import { createSealer } from 'eslint-plugin-mcp-state/seal';
import { STATE_KEY } from './env.js';

export const sealer = createSealer({ key: STATE_KEY, ttlSeconds: 600 });

// v0 states were `${base64url(json)}~${hex hmac}`; accepted until the 2.2 release.
export function openLegacyState(raw, userId, tool) {
  const [body, sig] = raw.split('~');
  if (!body || !sig) return null;
  const expected = createHmac('sha256', STATE_KEY).update(body).digest('hex');
  if (!expected.startsWith(sig)) return null; // expect: no-timing-unsafe-compare
  const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  if (payload.userId !== userId || payload.tool !== tool) return null;
  if (payload.exp <= Math.floor(Date.now() / 1000)) return null;
  return payload;
}
