// Fastify plugin receiving signed vehicle event webhooks (ignition, harsh braking, geofence exits) from the OEM.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from '../env.js';
import { collections } from '../db/mongo.js';

const TOLERANCE_SECONDS = 300;

function signatureValid(rawBody, timestamp, provided) {
  if (!env.webhookSecret || !provided || !timestamp) return false;
  const age = Math.abs(Math.floor(Date.now() / 1000) - Number(timestamp));
  if (!Number.isFinite(age) || age > TOLERANCE_SECONDS) return false;
  const computed = createHmac('sha256', env.webhookSecret).update(`${timestamp}.`).update(rawBody).digest();
  const given = Buffer.from(String(provided).replace(/^sha256=/, ''), 'hex');
  return given.length === computed.length && timingSafeEqual(given, computed);
}

export async function oemEventsPlugin(app) {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  app.post('/webhooks/oem-events', async (request, reply) => {
    const ok = signatureValid(
      request.body,
      request.headers['x-oem-timestamp'],
      request.headers['x-oem-signature'],
    );
    if (!ok) return reply.code(401).send({ error: 'bad signature' });

    const event = JSON.parse(request.body.toString('utf8'));
    await collections
      .events()
      .updateOne(
        { eventId: event.id },
        { $setOnInsert: { eventId: event.id, vin: event.vin, type: event.type, at: new Date(event.occurredAt), data: event.data } },
        { upsert: true },
      );
    if (event.type === 'geofence.exit') {
      await collections.vehicles().updateOne({ vin: event.vin }, { $set: { lastGeofenceExit: new Date(event.occurredAt) } });
    }
    return reply.code(204).send();
  });
}
