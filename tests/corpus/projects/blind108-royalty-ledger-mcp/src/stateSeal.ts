// Seals round-trip payloads with HMAC-SHA256 and opens them again on the follow-up call.
// @ts-nocheck
import { createHmac } from 'node:crypto';
import { stateKey } from './keys.js';

const TTL_MS = 10 * 60 * 1000;

function tag(body) {
  return createHmac('sha256', stateKey).update(body).digest(); // expect: no-weak-state-key
}

export function sealState(payload, { userId, tool }) {
  const claims = { ...payload, uid: userId, tool, exp: Date.now() + TTL_MS };
  const body = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
  return `${body}.${tag(body).toString('base64url')}`;
}

export function openState(raw, { userId, tool }) {
  if (typeof raw !== 'string') return null;
  const parts = raw.split('.');
  if (parts.length !== 2) return null;
  const [body, sig] = parts;
  const given = Buffer.from(sig, 'base64url');
  if (!given.equals(tag(body))) return null; // expect: no-timing-unsafe-compare
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  if (claims.uid !== userId || claims.tool !== tool || !(claims.exp > Date.now())) return null;
  return claims;
}
