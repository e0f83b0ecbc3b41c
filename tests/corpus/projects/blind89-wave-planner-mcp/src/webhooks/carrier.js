// Receives carrier tracking webhooks, checks their HMAC signature and forwards status changes.
import { createHmac, timingSafeEqual, randomUUID } from 'node:crypto';
import { config } from '../config.js';
import { updateShipmentStatus } from '../db.js';
import { publishEvent, topics } from '../kafka.js';

const TOLERANCE_SECONDS = 300;

export function verifyCarrierSignature(rawBody, header, secret, nowSeconds = Math.floor(Date.now() / 1000)) {
  if (typeof header !== 'string') return false;
  const fields = Object.fromEntries(header.split(',').map((part) => part.trim().split('=', 2)));
  const timestamp = Number(fields.t);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > TOLERANCE_SECONDS) return false;
  if (!/^[0-9a-f]{64}$/.test(fields.v1 ?? '')) return false;
  const expected = createHmac('sha256', secret).update(`${fields.t}.${rawBody}`).digest();
  const given = Buffer.from(fields.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function registerCarrierWebhook(app) {
  app.post('/webhooks/carrier', async (request, reply) => {
    if (!verifyCarrierSignature(request.rawBody, request.headers['x-carrier-signature'], config.carrierWebhookSecret)) {
      return reply.code(401).send({ error: 'invalid signature' });
    }
    const { tracking_number: trackingNumber, status, occurred_at: occurredAt } = request.body;
    await updateShipmentStatus({ trackingNumber, status, occurredAt });
    await publishEvent(topics.shipmentStatus, randomUUID(), { trackingNumber, status, occurredAt }, trackingNumber);
    return reply.code(204).send();
  });
}
