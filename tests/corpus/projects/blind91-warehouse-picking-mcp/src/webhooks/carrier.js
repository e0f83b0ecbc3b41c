// Carrier tracking webhook: checks the HMAC signature and timestamp, then stores the event.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from '../config.js';
import { recordTrackingEvent } from '../db.js';

const MAX_SKEW_SECONDS = 300;

async function readBody(req, limit = 128 * 1024) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > limit) throw new Error('webhook body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function signatureMatches(provided, timestamp, body) {
  const mac = createHmac('sha256', config.carrierWebhookSecret).update(`${timestamp}.`).update(body).digest('hex');
  const a = Buffer.from(provided, 'utf8');
  const b = Buffer.from(mac, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function handleCarrierWebhook(req, res) {
  const body = await readBody(req);
  const timestamp = Number(req.headers['x-carrier-timestamp']);
  const provided = String(req.headers['x-carrier-signature'] ?? '');
  if (!Number.isInteger(timestamp) || Math.abs(Math.floor(Date.now() / 1000) - timestamp) > MAX_SKEW_SECONDS) {
    res.writeHead(400).end('stale or missing timestamp');
    return;
  }
  if (!signatureMatches(provided, timestamp, body)) {
    res.writeHead(401).end('bad signature');
    return;
  }
  const event = JSON.parse(body.toString('utf8'));
  await recordTrackingEvent(event.trackingNumber, event.status, new Date(event.occurredAt));
  res.writeHead(204).end();
}
