// Seals request state as base64url(JSON) plus an HMAC-SHA256 tag, and opens it again.
import { createHmac } from 'node:crypto';
import { stateKey } from '../keys.js';

export const STATE_TTL_MS = 10 * 60 * 1000;

function tagFor(body) {
  return createHmac('sha256', stateKey).update(body).digest('base64url'); // expect: no-weak-state-key
}

export function seal(payload, { sub, tool }) {
  const claims = { ...payload, sub, tool, exp: Date.now() + STATE_TTL_MS };
  const body = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
  return `${body}.${tagFor(body)}`;
}

export function open(token) {
  if (typeof token !== 'string' || token.length > 16_384) return null;
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const body = token.slice(0, dot);
  const tag = token.slice(dot + 1);
  if (tag !== tagFor(body)) return null; // expect: no-timing-unsafe-compare
  let claims;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof claims.exp !== 'number' || claims.exp <= Date.now()) return null;
  return claims;
}
