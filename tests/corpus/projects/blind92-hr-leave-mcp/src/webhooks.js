// Verifies payroll-provider webhooks: header "t=<unix>,v1=<hex>" with HMAC-SHA256 over "<t>.<raw body>".
import { createHmac, timingSafeEqual } from 'node:crypto';

const TOLERANCE_SECONDS = 300;
const fields = (header = '') => Object.fromEntries(
  header.split(',').map((part) => part.trim()).filter((part) => part.startsWith('t=') || part.startsWith('v1=')).map((part) => [part.slice(0, part.indexOf('=')), part.slice(part.indexOf('=') + 1)]),
);

export const verifyPayrollWebhook = (secret, now = () => Date.now()) => (header, rawBody) => {
  const { t = '', v1 = '' } = fields(header);
  if (!/^\d{9,11}$/.test(t) || Math.abs(now() / 1000 - Number(t)) > TOLERANCE_SECONDS) return false;
  if (!/^[0-9a-f]{64}$/.test(v1)) return false;
  const expected = createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest();
  return timingSafeEqual(Buffer.from(v1, 'hex'), expected);
};
