// Receiver for Tidepay webhooks: records payment and refund outcomes against bookings.
// @ts-nocheck
import { createHmac } from 'node:crypto';
import { config } from './config.js';
import { markPaymentEvent } from './db.js';

const TOLERANCE_SECONDS = 300;

function parseSignatureHeader(header: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of header.split(',')) {
    const idx = part.indexOf('=');
    if (idx > 0) out[part.slice(0, idx).trim()] = part.slice(idx + 1).trim();
  }
  return out;
}

export async function handleTidepayWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>) {
  const header = String(headers['tidepay-signature'] ?? '');
  const { t, v1 } = parseSignatureHeader(header);
  if (!t || !v1) {
    return { status: 400, body: 'missing signature' };
  }
  const digest = createHmac('sha256', config.tidepayWebhookSecret).update(`${t}.${rawBody}`).digest('hex');
  if (v1 !== digest) { // expect: no-timing-unsafe-compare
    return { status: 400, body: 'signature mismatch' };
  }
  if (Math.abs(Date.now() / 1000 - Number(t)) > TOLERANCE_SECONDS) {
    return { status: 400, body: 'stale event' };
  }

  const event = JSON.parse(rawBody);
  switch (event.type) {
    case 'payment_intent.succeeded':
      await markPaymentEvent(event.data.object.id, 'paid');
      break;
    case 'payment_intent.payment_failed':
      await markPaymentEvent(event.data.object.id, 'failed');
      break;
    case 'refund.succeeded':
      await markPaymentEvent(event.data.object.payment_intent, 'refunded');
      break;
    default:
      break;
  }
  return { status: 200, body: 'ok' };
}
