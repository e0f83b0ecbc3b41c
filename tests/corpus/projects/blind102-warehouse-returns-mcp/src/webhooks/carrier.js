// Fastify plugin for ParcelCo tracking webhooks, verified with HMAC-SHA256 over the raw body.
import { createHmac, timingSafeEqual } from 'node:crypto';

const TOLERANCE_SECONDS = 300;

export function verifyCarrierSignature(secret, rawBody, header, nowSeconds = Math.floor(Date.now() / 1000)) {
  if (typeof header !== 'string') return false;
  const fields = new Map(header.split(',').map((kv) => kv.trim().split('=', 2)));
  const ts = Number(fields.get('t'));
  const sig = fields.get('v1');
  if (!Number.isInteger(ts) || !sig || Math.abs(nowSeconds - ts) > TOLERANCE_SECONDS) return false;
  const ours = createHmac('sha256', secret).update(`${ts}.`).update(rawBody).digest();
  const theirs = Buffer.from(sig, 'hex');
  return theirs.length === ours.length && timingSafeEqual(theirs, ours);
}

export function carrierWebhooks(db, secret) {
  return async function plugin(app) {
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

    app.post('/webhooks/parcelco', async (request, reply) => {
      if (!verifyCarrierSignature(secret, request.body, request.headers['parcelco-signature'])) {
        return reply.code(401).send({ error: 'signature check failed' });
      }
      const event = JSON.parse(request.body.toString('utf8'));
      if (event.type === 'tracking.updated') {
        await db.trackingEvent(event.data.tracking_number, event.data.status, event.data.occurred_at);
      }
      return reply.code(204).send();
    });
  };
}
