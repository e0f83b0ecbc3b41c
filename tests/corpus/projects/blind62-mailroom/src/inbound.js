import { createHmac } from 'node:crypto';
import { constantTimeEquals } from './compare.js';

/**
 * Inbound-mail webhook from the mail provider. Each POST carries
 * timestamp, token (a random nonce) and signature = HMAC-SHA256(key, timestamp + token), hex.
 */

const MAX_SKEW_SECONDS = 300;
const seenNonces = new Map();
const recent = [];

function signingKey() {
  const key = process.env.MAILROOM_INBOUND_SIGNING_KEY;
  if (!key) throw new Error('MAILROOM_INBOUND_SIGNING_KEY is not set');
  return key;
}

export function genuine({ timestamp, token, signature }) {
  if (!timestamp || !token || !signature) return false;
  const age = Math.abs(Date.now() / 1000 - Number(timestamp));
  if (!Number.isFinite(age) || age > MAX_SKEW_SECONDS) return false;
  if (seenNonces.has(token)) return false;

  const expected = createHmac('sha256', signingKey()).update(`${timestamp}${token}`).digest('hex');
  if (!constantTimeEquals(expected, signature)) return false;

  seenNonces.set(token, Date.now());
  for (const [nonce, at] of seenNonces) if (Date.now() - at > MAX_SKEW_SECONDS * 2000) seenNonces.delete(nonce);
  return true;
}

async function formBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

export async function handleInbound(req, res) {
  const fields = await formBody(req);
  if (!genuine(fields)) {
    res.writeHead(406).end();
    return;
  }
  recent.unshift({ from: fields.sender, to: fields.recipient, subject: fields.subject, at: new Date().toISOString() });
  recent.length = Math.min(recent.length, 50);
  res.writeHead(200).end('ok');
}

export const recentInbound = () => recent.slice();
