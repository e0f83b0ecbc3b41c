import { createHmac, timingSafeEqual } from 'node:crypto';

const MAX_SKEW_SECONDS = 300;

/** Zendesk signs webhooks as base64(HMAC-SHA256(secret, timestamp + body)). */
export function verifyZendeskSignature({ secret, signature, timestamp, body, nowSeconds = Math.floor(Date.now() / 1000) }) {
  if (!signature || !timestamp) return false;
  const sentAt = Math.floor(Date.parse(timestamp) / 1000);
  if (!Number.isFinite(sentAt) || Math.abs(nowSeconds - sentAt) > MAX_SKEW_SECONDS) return false;

  const expected = createHmac('sha256', secret).update(timestamp + body).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function webhookRoute({ secret, onTicketEvent }) {
  return async (c) => {
    const body = await c.req.text();
    const ok = verifyZendeskSignature({
      secret,
      signature: c.req.header('x-zendesk-webhook-signature'),
      timestamp: c.req.header('x-zendesk-webhook-signature-timestamp'),
      body,
    });
    if (!ok) return c.json({ error: 'bad signature' }, 401);
    const event = JSON.parse(body);
    if (event.type === 'zen:event-type:ticket.status_changed') await onTicketEvent(event);
    return c.body(null, 204);
  };
}
