// Carrier delivery webhooks: checks the timestamped HMAC signature in constant time, then records the delivery.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { Hono } from 'hono';
import { env } from './env.js';
import { knex } from './db.js';

const gunzipAsync = promisify(gunzip);
const TOLERANCE_SECONDS = 300;

/**
 * Header format: `t=<unix seconds>,v1=<hex hmac of "t.body">`.
 * @param {string | undefined} header
 * @param {Buffer} body
 */
export function signatureIsValid(header, body) {
  const parts = Object.fromEntries(String(header ?? '').split(',').map((kv) => kv.split('=', 2)));
  const ts = Number(parts.t);
  if (!Number.isFinite(ts) || Math.abs(Date.now() / 1000 - ts) > TOLERANCE_SECONDS) return false;
  if (typeof parts.v1 !== 'string' || !/^[0-9a-f]{64}$/.test(parts.v1)) return false;
  const computed = createHmac('sha256', env.carrierWebhookSecret).update(`${ts}.`).update(body).digest();
  return timingSafeEqual(Buffer.from(parts.v1, 'hex'), computed);
}

export const carrierWebhooks = new Hono();

carrierWebhooks.post('/carrier', async (c) => {
  const raw = Buffer.from(await c.req.arrayBuffer());
  if (!signatureIsValid(c.req.header('x-carrier-signature'), raw)) return c.json({ error: 'bad signature' }, 401);
  const text = c.req.header('content-encoding') === 'gzip' ? (await gunzipAsync(raw)).toString('utf8') : raw.toString('utf8');
  const event = JSON.parse(text);
  if (event.type !== 'shipment.delivered') return c.body(null, 204);
  await knex('inbound_shipments')
    .where({ tracking_number: event.data.tracking_number })
    .update({ delivered_at: new Date(event.data.delivered_at), status: 'delivered' });
  return c.json({ ok: true }, 202);
});
