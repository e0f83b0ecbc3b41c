// PayGov fee-payment webhook: verifies the HMAC signature and timestamp, then marks the fee paid.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from './config.js';
import { markFeePaid } from './db.js';

function parseSignatureHeader(header) {
  const fields = {};
  for (const part of String(header ?? '').split(',')) {
    const eq = part.indexOf('=');
    if (eq > 0) fields[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
  }
  return { timestamp: Number(fields.t), signature: fields.v1 };
}

export function verifyPaygovSignature(rawBody, header, nowSeconds = Math.floor(Date.now() / 1000)) {
  const { timestamp, signature } = parseSignatureHeader(header);
  if (!Number.isFinite(timestamp) || !signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
  if (Math.abs(nowSeconds - timestamp) > config.webhookToleranceSeconds) return false;
  const expected = createHmac('sha256', config.paymentsWebhookSecret).update(`${timestamp}.`).update(rawBody).digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function handlePaygovWebhook(rawBody, headers) {
  if (!verifyPaygovSignature(rawBody, headers['paygov-signature'])) {
    return { status: 400, body: { error: 'invalid signature' } };
  }
  const event = JSON.parse(rawBody.toString('utf8'));
  if (event.type !== 'payment.succeeded') return { status: 200, body: { ignored: event.type } };
  const { reference, amount_cents: amountCents, id: paymentId } = event.data;
  const updated = await markFeePaid(reference, amountCents, paymentId);
  return { status: 200, body: { updated } };
}
