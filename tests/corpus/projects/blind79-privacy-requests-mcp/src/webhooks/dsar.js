// Accepts new data-subject requests pushed by the consent platform, authenticated with a timestamped HMAC.
import { createHmac, timingSafeEqual } from 'node:crypto';

const MAX_SKEW_SECONDS = 300;
const MAX_BODY_BYTES = 64 * 1024;

export function verifyDsarSignature(secret, timestamp, rawBody, signature, now = Date.now()) {
  const ts = Number(timestamp);
  if (!Number.isInteger(ts) || Math.abs(now / 1000 - ts) > MAX_SKEW_SECONDS) return false;
  const mac = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
  const provided = Buffer.from(String(signature ?? ''), 'base64');
  return provided.length === mac.length && timingSafeEqual(provided, mac);
}

export function dsarWebhook({ secret, db }) {
  return async function handle(req, res) {
    const chunks = [];
    let size = 0;
    for await (const chunk of req) {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        res.writeHead(413).end();
        return;
      }
      chunks.push(chunk);
    }
    const raw = Buffer.concat(chunks);
    if (!verifyDsarSignature(secret, req.headers['x-dsar-timestamp'], raw, req.headers['x-dsar-signature'])) {
      res.writeHead(401).end();
      return;
    }
    const event = JSON.parse(raw.toString('utf8'));
    await db.recordTicket({
      ref: String(event.request_id),
      kind: event.type === 'erasure' ? 'erasure' : 'access',
      subjectEmail: String(event.subject.email).toLowerCase(),
      source: 'consent-platform',
      receivedAt: new Date(event.created_at),
    });
    res.writeHead(202, { 'content-type': 'application/json' }).end(JSON.stringify({ accepted: event.request_id }));
  };
}
