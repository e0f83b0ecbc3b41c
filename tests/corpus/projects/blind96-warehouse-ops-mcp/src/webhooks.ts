// Carrier tracking webhooks: "t=<unix>,v1=<hex HMAC-SHA256>" signature check and event ingestion.
// @ts-nocheck
import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from './config.js';
import { wms } from './wmsClient.js';

const MAX_SKEW_SECONDS = 300;

export function verifyCarrierSignature(rawBody: string, header: string | undefined, nowMs = Date.now()): boolean {
  if (!header) return false;
  const fields = new Map(
    header.split(',').map((part) => {
      const i = part.indexOf('=');
      return [part.slice(0, i).trim(), part.slice(i + 1).trim()] as const;
    }),
  );
  const timestamp = fields.get('t') ?? '';
  const signature = fields.get('v1') ?? '';
  if (!/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) return false;
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > MAX_SKEW_SECONDS) return false;

  const computed = createHmac('sha256', config.carrierWebhookSecret).update(`${timestamp}.${rawBody}`).digest();
  const presented = Buffer.from(signature, 'hex');
  return presented.length === computed.length && timingSafeEqual(presented, computed);
}

export async function ingestCarrierEvent(rawBody: string) {
  const event = JSON.parse(rawBody);
  if (event.type !== 'tracking.updated') return { ignored: true };
  await wms.updateTracking(event.data.trackingNumber, event.data.status, event.data.occurredAt);
  return { ignored: false };
}
