// Fine-art courier status webhooks (picked up, in transit, delivered), authenticated by an HMAC over the raw body.
// @ts-nocheck
import { Hono } from 'hono';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from '../config.js';
import { updateShipmentStatus } from '../db.js';

const MAX_SKEW_SECONDS = 300;

function parseSignature(header: string | undefined) {
  if (!header) return null;
  const parts = Object.fromEntries(
    header.split(',').map((kv) => {
      const i = kv.indexOf('=');
      return [kv.slice(0, i).trim(), kv.slice(i + 1).trim()];
    }),
  );
  const t = Number(parts.t);
  if (!Number.isInteger(t) || typeof parts.v1 !== 'string' || !/^[0-9a-f]{64}$/.test(parts.v1)) return null;
  return { t, v1: parts.v1 };
}

export const courierWebhook = new Hono();

courierWebhook.post('/courier', async (c) => {
  const raw = Buffer.from(await c.req.arrayBuffer());
  const sig = parseSignature(c.req.header('x-courier-signature'));
  if (!sig) return c.json({ error: 'missing or malformed signature' }, 401);
  if (Math.abs(Math.floor(Date.now() / 1000) - sig.t) > MAX_SKEW_SECONDS) return c.json({ error: 'stale' }, 401);

  const mac = createHmac('sha256', config.courierWebhookSecret).update(`${sig.t}.`).update(raw).digest();
  const given = Buffer.from(sig.v1, 'hex');
  if (given.length !== mac.length || !timingSafeEqual(given, mac)) {
    return c.json({ error: 'bad signature' }, 401);
  }

  const event = JSON.parse(raw.toString('utf8'));
  await updateShipmentStatus(event.shipmentRef, event.status, new Date(event.occurredAt));
  return c.body(null, 204);
});
