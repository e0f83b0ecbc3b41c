import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from './config.js';
import { constantTimeEquals } from './security/compare.js';

const MAX_SKEW_SECONDS = 5 * 60;

/**
 * Zendesk: signature = base64(HMAC-SHA256(secret, timestamp + body)), sent with the timestamp.
 * Deliveries older than MAX_SKEW_SECONDS are refused so a captured one cannot be replayed later.
 */
export function zendeskDeliveryValid(rawBody, signatureHeader, timestampHeader) {
  if (typeof signatureHeader !== 'string' || typeof timestampHeader !== 'string') return false;

  const sentAtSeconds = Math.floor(Date.parse(timestampHeader) / 1000);
  const nowSeconds = Math.floor(Date.now() / 1000);
  if (!Number.isFinite(sentAtSeconds) || Math.abs(nowSeconds - sentAtSeconds) > MAX_SKEW_SECONDS) return false;

  const expected = createHmac('sha256', config.webhookSigningSecret)
    .update(timestampHeader)
    .update(rawBody)
    .digest();
  const presented = Buffer.from(signatureHeader, 'base64');
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}

/** `Authorization: Bearer <bot api key>` from the Slack bot. */
export function botRequestValid(authorization) {
  if (typeof authorization !== 'string' || !authorization.startsWith('Bearer ')) return false;
  return constantTimeEquals(config.botApiKey, authorization.slice('Bearer '.length).trim());
}
