// Receives permit-fee payment notifications from the city's payment processor and verifies their signature.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from '../config.js';
import { recordFeePayment } from '../db.js';

const HEX_SHA256 = /^[0-9a-f]{64}$/;

function parseSignatureHeader(header) {
  const parts = Object.fromEntries(
    String(header ?? '')
      .split(',')
      .map((kv) => kv.trim().split('='))
      .filter((kv) => kv.length === 2),
  );
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !HEX_SHA256.test(parts.v1 ?? '')) return null;
  return { timestamp, signature: Buffer.from(parts.v1, 'hex') };
}

export function verifyPaymentSignature(rawBody, header, nowSeconds = Math.floor(Date.now() / 1000)) {
  const parsed = parseSignatureHeader(header);
  if (!parsed) return false;
  if (Math.abs(nowSeconds - parsed.timestamp) > config.webhookToleranceSeconds) return false;
  const mac = createHmac('sha256', config.paymentsWebhookSecret)
    .update(`${parsed.timestamp}.`)
    .update(rawBody)
    .digest();
  return mac.length === parsed.signature.length && timingSafeEqual(mac, parsed.signature);
}

export async function handlePaymentNotice(req, res) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const rawBody = Buffer.concat(chunks);

  if (!verifyPaymentSignature(rawBody, req.headers['payment-signature'])) {
    res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"invalid signature"}');
    return;
  }
  const event = JSON.parse(rawBody.toString('utf8'));
  await recordFeePayment(event);
  res.writeHead(204).end();
}
