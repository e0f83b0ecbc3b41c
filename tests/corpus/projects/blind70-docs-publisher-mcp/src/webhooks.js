// Verifies and handles CMS webhooks (entry published/unpublished) signed with HMAC-SHA256.
import { createHmac, timingSafeEqual } from 'node:crypto';

const PREFIX = 'sha256=';

export function verifyCmsSignature(secret, rawBody, header) {
  if (typeof header !== 'string' || !header.startsWith(PREFIX)) return false;
  const given = Buffer.from(header.slice(PREFIX.length), 'hex');
  const computed = createHmac('sha256', secret).update(rawBody).digest();
  if (given.length !== computed.length) return false;
  return timingSafeEqual(given, computed);
}

export function createWebhookHandler({ secret, onEvent }) {
  return async function handleWebhook(req, res) {
    const chunks = [];
    for await (const c of req) chunks.push(c);
    const raw = Buffer.concat(chunks);
    if (!verifyCmsSignature(secret, raw, req.headers['x-cms-signature'])) {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"invalid signature"}');
      return;
    }
    let event;
    try {
      event = JSON.parse(raw.toString('utf8'));
    } catch {
      res.writeHead(400).end();
      return;
    }
    await onEvent(event);
    res.writeHead(204).end();
  };
}
