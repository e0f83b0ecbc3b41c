import { createHmac, timingSafeEqual } from 'node:crypto';

const MAX_AGE_MS = 5 * 60 * 1000;

export interface WebhookDelivery {
  method: string;
  uri: string;
  body: string;
  signature: string | undefined;
  timestamp: string | undefined;
}

/**
 * HubSpot signature v3: base64 HMAC-SHA256 of method + uri + body + timestamp, keyed with the app's
 * client secret. Deliveries older than five minutes are refused.
 */
export function isAuthenticHubSpotDelivery(delivery: WebhookDelivery, clientSecret: string): boolean {
  const { signature, timestamp } = delivery;
  if (!signature || !timestamp) return false;
  const sentAt = Number(timestamp);
  if (!Number.isFinite(sentAt) || Math.abs(Date.now() - sentAt) > MAX_AGE_MS) return false;

  const expected = createHmac('sha256', clientSecret)
    .update(`${delivery.method}${delivery.uri}${delivery.body}${timestamp}`)
    .digest('base64');
  const a = Buffer.from(signature, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
