// Carrier status webhook: checks the HMAC signature before updating shipment ETAs.
// @ts-nocheck
import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from './config.js';
import { shipments } from './db.js';

export function signatureMatches(rawBody, header) {
  const presented = Buffer.from(String(header ?? '').replace(/^sha256=/, ''), 'hex');
  const computed = createHmac('sha256', config.carrierWebhookSecret).update(rawBody).digest();
  if (presented.length !== computed.length) return false;
  return timingSafeEqual(presented, computed);
}

export async function carrierWebhook(c) {
  const rawBody = await c.req.text();
  if (!signatureMatches(rawBody, c.req.header('x-carrier-signature'))) {
    return c.json({ error: 'signature mismatch' }, 401);
  }
  const event = JSON.parse(rawBody);
  if (event.type !== 'shipment.eta_changed' && event.type !== 'shipment.arrived') {
    return c.body(null, 204);
  }
  await shipments.applyCarrierEvent(event);
  return c.body(null, 204);
}
