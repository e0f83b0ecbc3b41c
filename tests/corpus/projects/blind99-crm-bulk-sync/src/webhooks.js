// Verifies CRM webhook signatures (HMAC-SHA256 over the raw body) and keeps an audit record of each accepted event.
const { createHmac, timingSafeEqual } = require('node:crypto');
const { config } = require('./config');
const storage = require('./storage');

function verifyCrmSignature(rawBody, header) {
  if (typeof header !== 'string') return false;
  const [scheme, hex] = header.split('=', 2);
  if (scheme !== 'sha256' || !/^[0-9a-f]{64}$/i.test(hex || '')) return false;
  const computed = createHmac('sha256', config.webhookSecret).update(rawBody).digest();
  const presented = Buffer.from(hex, 'hex');
  return presented.length === computed.length && timingSafeEqual(presented, computed);
}

async function handleCrmWebhook(rawBody, header) {
  if (!verifyCrmSignature(rawBody, header)) return { status: 401 };
  const events = JSON.parse(rawBody.toString('utf8'));
  for (const event of Array.isArray(events) ? events : [events]) {
    if (!event || typeof event.eventId === 'undefined') continue;
    await storage.putAuditRecord(`crm-webhooks/${event.eventId}`, {
      type: event.subscriptionType,
      objectId: event.objectId,
      occurredAt: event.occurredAt,
      receivedAt: new Date().toISOString(),
    });
  }
  return { status: 204 };
}

module.exports = { verifyCrmSignature, handleCrmWebhook };
