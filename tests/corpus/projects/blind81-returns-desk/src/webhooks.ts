// Carrier tracking webhook: checks the carrier's HMAC signature and timestamp, then records parcel scans.
// @ts-nocheck
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { config } from './config.js';
import { recordScan } from './db.js';

const MAX_SKEW_SECONDS = 300;

const sign = (timestamp: string, body: Buffer) =>
  createHmac('sha256', config.carrierWebhookSecret).update(`${timestamp}.`).update(body).digest();

const signatureBytes = (header: string | undefined) => {
  const hex = /^sha256=([0-9a-f]{64})$/.exec(header ?? '')?.[1];
  return hex ? Buffer.from(hex, 'hex') : null;
};

const fresh = (timestamp: string | undefined) =>
  /^\d{10}$/.test(timestamp ?? '') && Math.abs(Date.now() / 1000 - Number(timestamp)) <= MAX_SKEW_SECONDS;

const authentic = (timestamp: string, body: Buffer, header: string | undefined) => {
  const given = signatureBytes(header);
  const computed = sign(timestamp, body);
  return given !== null && given.length === computed.length && timingSafeEqual(given, computed);
};

export const carrierWebhook = new Hono().post('/', async (c) => {
  const body = Buffer.from(await c.req.arrayBuffer());
  const timestamp = c.req.header('x-carrier-timestamp');
  if (!fresh(timestamp) || !authentic(timestamp, body, c.req.header('x-carrier-signature'))) {
    return c.json({ error: 'invalid signature' }, 401);
  }
  const event = JSON.parse(body.toString('utf8'));
  await recordScan(event.tracking_number, event.status, event.occurred_at);
  return c.body(null, 204);
});
