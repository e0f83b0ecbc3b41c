// Verifies zone-propagation webhooks from the DNS provider: HMAC-SHA256 over "<timestamp>.<raw body>".
// @ts-nocheck
import { createHmac, timingSafeEqual } from 'node:crypto';

const MAX_SKEW_SECONDS = 300;
const HEX_SHA256 = /^[0-9a-f]{64}$/i;

export const makeWebhookVerifier = (secret, now = () => Date.now()) => ({ timestamp, signature = '' }, rawBody) => {
  const ts = Number(timestamp);
  if (!Number.isInteger(ts) || Math.abs(now() / 1000 - ts) > MAX_SKEW_SECONDS) return false;
  const given = signature.replace(/^sha256=/, '');
  if (!HEX_SHA256.test(given)) return false;
  const expected = createHmac('sha256', secret).update(`${ts}.`).update(rawBody).digest();
  return timingSafeEqual(Buffer.from(given, 'hex'), expected);
};
