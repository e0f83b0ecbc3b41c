// Models non-MCP signing in a web app: signed download URLs, outgoing webhook signatures and an unsubscribe link — signed objects without user/tool/10-minute expiry are fine here.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { deliveries } from './deliveries.js';

const DOWNLOAD_KEY = process.env.DOWNLOAD_SIGNING_KEY;
const WEBHOOK_KEY = process.env.OUTGOING_WEBHOOK_SECRET;

export function signedDownloadUrl(path, ttlSeconds = 86_400) {
  const expires = Math.floor(Date.now() / 1000) + ttlSeconds;
  const signature = createHmac('sha256', DOWNLOAD_KEY).update(`${path}:${expires}`).digest('hex');
  return `https://cdn.example.com${path}?expires=${expires}&signature=${signature}`;
}

export function checkDownload(path, expires, signature) {
  if (Number(expires) < Math.floor(Date.now() / 1000)) return false;
  const expected = Buffer.from(createHmac('sha256', DOWNLOAD_KEY).update(`${path}:${expires}`).digest('hex'));
  const given = Buffer.from(String(signature));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function deliverEvent(endpoint, event) {
  const body = JSON.stringify({ id: event.id, type: event.type, data: event.data, createdAt: event.createdAt });
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = createHmac('sha256', WEBHOOK_KEY).update(`${timestamp}.${body}`).digest('hex');
  const response = await fetch(endpoint.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-signature': `t=${timestamp},v1=${signature}` },
    body,
  });
  await deliveries.record(endpoint.id, event.id, response.status);
  return response.ok;
}

export function unsubscribeToken(subscriberId, listId) {
  const payload = Buffer.from(JSON.stringify({ subscriberId, listId })).toString('base64url');
  const mac = createHmac('sha256', process.env.UNSUBSCRIBE_SECRET).update(payload).digest('base64url');
  return `${payload}.${mac}`;
}

export function readUnsubscribeToken(token) {
  const [payload, mac] = String(token).split('.');
  if (!payload || !mac) return null;
  const expected = Buffer.from(createHmac('sha256', process.env.UNSUBSCRIBE_SECRET).update(payload).digest('base64url'));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
}
