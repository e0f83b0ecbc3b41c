import { createHmac } from 'node:crypto';
import { expiresAt, nowSeconds } from './clock.js';
import { signingKey, verifyingKey } from './keyring.js';

// Token format (0.4+): <kid>.<base64url(json)>.<base64url(hmac-sha256(kid "." body))>

export class StateError extends Error {
  constructor(reason) {
    super(`invalid requestState: ${reason}`);
    this.reason = reason;
  }
}

const toB64u = (value) => Buffer.from(value).toString('base64url');
const fromB64u = (value) => Buffer.from(value, 'base64url');

function tag(secret, kid, body) {
  return createHmac('sha256', secret).update(`${kid}.${body}`).digest();
}

export function sealState(payload, { userId, tool }) {
  const body = toB64u(JSON.stringify({ ...payload, sub: userId, tool, exp: expiresAt() }));
  return `${signingKey.kid}.${body}.${toB64u(tag(signingKey.secret, signingKey.kid, body))}`;
}

export function openState(token, { userId, tool }) {
  const parts = String(token).split('.');

  if (parts.length === 1) {
    // 0.3.x handed out plain base64 JSON; a few confirmations may still be open right after an upgrade.
    // TODO(0.5): drop
    return JSON.parse(fromB64u(parts[0]).toString('utf8')); // expect: require-sealed-state
  }
  if (parts.length !== 3) throw new StateError('malformed');

  const [kid, body, mac] = parts;
  const key = verifyingKey(kid);
  if (!key) throw new StateError('unknown key');
  if (Buffer.compare(fromB64u(mac), tag(key.secret, kid, body)) !== 0) throw new StateError('signature'); // expect: no-timing-unsafe-compare, no-weak-state-key

  const claims = JSON.parse(fromB64u(body).toString('utf8'));
  if (claims.sub !== userId) throw new StateError('user');
  if (claims.tool !== tool) throw new StateError('tool');
  if (claims.exp <= nowSeconds()) throw new StateError('expired'); // expect: require-state-binding
  return claims;
}
