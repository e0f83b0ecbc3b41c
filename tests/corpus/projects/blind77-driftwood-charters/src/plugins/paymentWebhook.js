// Fastify plugin: receives Tidewater Pay webhooks, checks their HMAC signature and timestamp, then updates holds and refunds.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from '../config.js';
import { dropHoldForAuthorization, markRefundSettled } from '../store.js';

const TOLERANCE_SECONDS = 300;

function parseSignatureHeader(header) {
  const fields = {};
  for (const part of String(header ?? '').split(',')) {
    const [name, value] = part.trim().split('=');
    if (name && value) fields[name] = value;
  }
  return fields;
}

function signatureValid(rawBody, header) {
  const { t, v1 } = parseSignatureHeader(header);
  const timestamp = Number(t);
  if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > TOLERANCE_SECONDS) return false;
  if (!/^[0-9a-f]{64}$/.test(v1 ?? '')) return false;
  const computed = createHmac('sha256', config.tidewater.webhookSecret).update(`${timestamp}.${rawBody}`).digest();
  const given = Buffer.from(v1, 'hex');
  return given.length === computed.length && timingSafeEqual(given, computed);
}

export default async function paymentWebhook(app) {
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 256 * 1024 }, (req, body, done) => done(null, body));

  app.post('/webhooks/tidewater', async (req, reply) => {
    if (!signatureValid(req.body, req.headers['tidewater-signature'])) {
      return reply.code(400).send({ error: 'bad signature' });
    }
    const event = JSON.parse(req.body);
    switch (event.type) {
      case 'authorization.expired':
      case 'authorization.voided':
        await dropHoldForAuthorization(event.data.id);
        break;
      case 'refund.succeeded':
        await markRefundSettled(event.data.payment, event.data.id);
        break;
      default:
        req.log.debug({ type: event.type }, 'ignored webhook event');
    }
    return reply.code(204).send();
  });
}
