// Checks the signature on alarm callbacks the hub posts when a sensor leaves its safe band.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function isSignedByHub(rawBody, signatureHeader, secret) {
  const m = /^sha256=([0-9a-f]{64})$/.exec(String(signatureHeader || ''));
  if (!m) return false;
  const received = Buffer.from(m[1], 'hex');
  const computed = createHmac('sha256', secret).update(rawBody).digest();
  return received.length === computed.length && timingSafeEqual(received, computed);
}
