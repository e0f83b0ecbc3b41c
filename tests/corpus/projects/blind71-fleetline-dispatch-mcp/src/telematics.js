// Webhook receiver for vehicle telematics pings, authenticated with a per-tenant HMAC signature.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from './db.js';
import { getTenant } from './tenants.js';
import { config } from './config.js';

function signatureMatches(secret, timestamp, rawBody, headerValue) {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  const given = Buffer.from(String(headerValue ?? ''), 'hex');
  return given.length === mac.length && timingSafeEqual(given, mac);
}

export async function telematicsWebhook(c) {
  const tenant = getTenant(c.req.param('tenantId'));
  if (!tenant) return c.json({ error: 'unknown tenant' }, 404);

  const timestamp = Number(c.req.header('x-telematics-timestamp'));
  if (!Number.isFinite(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > config.webhookToleranceSeconds) {
    return c.json({ error: 'stale request' }, 400);
  }
  const rawBody = await c.req.text();
  if (!signatureMatches(tenant.telematicsSecret, timestamp, rawBody, c.req.header('x-telematics-signature'))) {
    return c.json({ error: 'bad signature' }, 401);
  }

  const event = JSON.parse(rawBody);
  const pings = Array.isArray(event.pings) ? event.pings.slice(0, 500) : [];
  if (pings.length > 0) {
    await sql`
      insert into vehicle_positions ${sql(
        pings.map((p) => ({
          tenantId: tenant.id,
          vehicleRef: String(p.vehicle),
          lat: Number(p.lat),
          lon: Number(p.lon),
          speedKph: Number(p.speed ?? 0),
          recordedAt: new Date(p.ts * 1000),
        })),
        'tenantId', 'vehicleRef', 'lat', 'lon', 'speedKph', 'recordedAt',
      )}
    `;
  }
  return c.json({ accepted: pings.length });
}
