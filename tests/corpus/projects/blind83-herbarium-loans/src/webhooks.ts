// Courier status webhook: checks the timestamped HMAC in constant time, then updates the loan shipment.
// @ts-nocheck
import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from './env.js';
import { setLoanShipment } from './db.js';

const MAX_SKEW_SECONDS = 300;

export function verifyCourierSignature(rawBody: string, signature: string | undefined, timestamp: string | undefined, nowMs = Date.now()): boolean {
  if (!signature || !timestamp || !/^\d{10}$/.test(timestamp)) return false;
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > MAX_SKEW_SECONDS) return false;
  const computed = createHmac('sha256', env.courier.webhookSecret).update(`${timestamp}.${rawBody}`).digest('base64url');
  const presented = Buffer.from(signature, 'utf8');
  const wanted = Buffer.from(computed, 'utf8');
  return presented.length === wanted.length && timingSafeEqual(presented, wanted);
}

export async function handleCourierHook(rawBody: string, signature?: string, timestamp?: string) {
  if (!verifyCourierSignature(rawBody, signature, timestamp)) {
    return new Response('invalid signature', { status: 401 });
  }
  const event = JSON.parse(rawBody);
  if (event.type === 'shipment.status') {
    await setLoanShipment(event.quote_id, event.status, event.tracking_number ?? null);
  }
  return new Response(null, { status: 204 });
}
