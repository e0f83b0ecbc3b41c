// Delivery-status webhook from the SMS gateway, authenticated by an HMAC over the raw body.
// @ts-nocheck
import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from '../config.js';
import { recordSmsStatus } from '../db.js';

export function signatureMatches(rawBody: Buffer, header: unknown, secret: string): boolean {
  if (typeof header !== 'string' || header.length === 0) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(rawBody).digest('base64'));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function smsStatusHandler(req, res) {
  if (!signatureMatches(req.body, req.get('x-gateway-signature'), config.sms.webhookSecret)) {
    return res.status(401).json({ error: 'bad signature' });
  }
  const event = JSON.parse(req.body.toString('utf8'));
  await recordSmsStatus(event.message_id, event.status, event.timestamp);
  res.status(204).end();
}
