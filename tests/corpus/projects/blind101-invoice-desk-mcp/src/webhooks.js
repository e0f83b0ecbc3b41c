// Receives PayStream webhooks: checks the HMAC signature header and records payment and refund events.
import forge from 'node-forge';
import { config } from './config.js';
import { markPaymentEvent } from './db.js';

const TOLERANCE_S = 300;
const HANDLED = ['payment.succeeded', 'refund.succeeded', 'refund.failed'];

function parseHeader(value) {
  const out = {};
  for (const part of String(value ?? '').split(',')) {
    const [k, v] = part.split('=');
    if (k && v) out[k.trim()] = v.trim();
  }
  return out;
}

function sign(timestamp, body) {
  const h = forge.hmac.create();
  h.start('sha256', config.payments.webhookSecret);
  h.update(forge.util.encodeUtf8(`${timestamp}.${body}`));
  return Buffer.from(h.digest().toHex(), 'hex');
}

export function verifyWebhook(header, rawBody, now = Date.now()) {
  const { t, v1 } = parseHeader(header);
  if (!t || !v1 || !/^[0-9a-f]{64}$/.test(v1)) return false;
  if (Math.abs(now / 1000 - Number(t)) > TOLERANCE_S) return false;
  return sign(t, rawBody).equals(Buffer.from(v1, 'hex')); // expect: no-timing-unsafe-compare
}

export async function handlePaymentWebhook(c) {
  const rawBody = await c.req.text();
  if (!verifyWebhook(c.req.header('paystream-signature'), rawBody)) {
    return c.json({ error: 'invalid signature' }, 400);
  }
  const event = JSON.parse(rawBody);
  if (HANDLED.includes(event.type)) await markPaymentEvent(event);
  return c.json({ received: true });
}
