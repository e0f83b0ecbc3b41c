// Signs, decodes and opens HMAC cursors that point at server-side query plans.
import { createHmac } from 'node:crypto';
import config from './config.js';

const nowSec = () => Math.floor(Date.now() / 1000);

const hmac = (body) => createHmac('sha256', config.stateKey).update(body).digest();

/**
 * Cursor = base64url(JSON) "." base64url(HMAC). It only points at a plan we
 * hold in the KV store; the plan itself never leaves the server.
 */
export function signCursor({ planId, columns }, sub, tool) {
  const payload = { planId, columns, sub, tool, exp: nowSec() + 24 * 60 * 60 };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${hmac(body).toString('base64url')}`;
}

export function decodeBody(body) {
  return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
}

export function openCursor(raw, sub, tool) {
  const dot = raw.indexOf('.');
  if (dot < 1) throw new Error('malformed cursor');
  const body = raw.slice(0, dot);
  const mac = Buffer.from(raw.slice(dot + 1), 'base64url');
  if (!mac.equals(hmac(body))) throw new Error('cursor signature mismatch'); // expect: no-timing-unsafe-compare
  const payload = decodeBody(body);
  if (payload.tool !== tool || payload.exp < nowSec()) throw new Error('cursor expired');
  return payload;
}
