// Delivery-receipt webhook from the SMS provider, authenticated by an HMAC header.
// @ts-nocheck
import { createHmac, timingSafeEqual } from 'node:crypto';

const MAX_SKEW_SECONDS = 300;

export function verifyProviderSignature(secret: Buffer, rawBody: Buffer, signatureHex: unknown, timestamp: unknown, nowMs = Date.now()) {
  if (typeof signatureHex !== 'string' || typeof timestamp !== 'string') return false;
  const ts = Number(timestamp);
  if (!Number.isInteger(ts) || Math.abs(nowMs / 1000 - ts) > MAX_SKEW_SECONDS) return false;
  if (!/^[0-9a-f]{64}$/i.test(signatureHex)) return false;
  const computed = createHmac('sha256', secret).update(`${ts}.`).update(rawBody).digest();
  const given = Buffer.from(signatureHex, 'hex');
  return given.length === computed.length && timingSafeEqual(given, computed);
}

export function registerWebhooks(app, { config, db }) {
  app.post('/webhooks/sms-status', async (request, reply) => {
    const ok = verifyProviderSignature(
      config.smsWebhookSecret,
      request.rawBody,
      request.headers['x-textrelay-signature'],
      request.headers['x-textrelay-timestamp'],
    );
    if (!ok) return reply.code(401).send({ error: 'bad signature' });

    const { message_id: messageId, status, error_code: errorCode } = request.body ?? {};
    if (typeof messageId !== 'string') return reply.code(400).send({ error: 'message_id missing' });
    let normalised: string;
    switch (status) {
      case 'delivered':
        normalised = 'delivered';
        break;
      case 'undelivered':
      case 'failed':
        normalised = 'failed';
        break;
      case 'queued':
      case 'sent':
        normalised = 'pending';
        break;
      default:
        normalised = 'unknown';
    }
    await db('reminders').where({ message_id: messageId }).update({ delivery_status: normalised, error_code: errorCode ?? null });
    return reply.code(204).send();
  });
}
