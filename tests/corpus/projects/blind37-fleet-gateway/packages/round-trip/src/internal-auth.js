import { createHmac } from 'node:crypto';

// Gateway -> backend calls are signed so a pod in the cluster can't just POST as any user.
const secret = process.env.FLEET_INTERNAL_SECRET;
if (!secret || Buffer.byteLength(secret) < 32) {
  throw new Error('FLEET_INTERNAL_SECRET must be set to at least 32 bytes');
}

const MAX_SKEW_SECONDS = 30;

export function signInternal(timestamp, body) {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export function verifyInternal(timestamp, body, signature) {
  const ts = Number(timestamp);
  if (!Number.isFinite(ts) || Math.abs(Date.now() / 1000 - ts) > MAX_SKEW_SECONDS) return false;
  if (typeof signature !== 'string') return false;
  return signature.trim().toLowerCase() === signInternal(timestamp, body); // expect: no-timing-unsafe-compare
}
