import { createHmac } from 'node:crypto';
import { keyring } from './keyring.js';

const STATE_TTL_MS = 5 * 60 * 1000;

const encode = (value) => Buffer.from(value).toString('base64url');

function macOf(secret, kid, body) {
  return createHmac('sha256', secret).update(`${kid}.${body}`).digest();
}

/** `<kid>.<base64url(json)>.<base64url(hmac)>`, bound to the caller and the tool, valid for five minutes. */
export function sealState(payload, { userId, tool }) {
  const { kid, secret } = keyring().signing;
  const body = encode(JSON.stringify({ ...payload, sub: userId, tool, exp: Date.now() + STATE_TTL_MS }));
  return `${kid}.${body}.${encode(macOf(secret, kid, body))}`; // expect: no-weak-state-key
}

/** The payload of a state this server sealed for this caller, or null. */
export function openState(token, { userId, tool }) {
  if (typeof token !== 'string') return null;
  const [kid, body, mac] = token.split('.');
  if (!kid || !body || !mac) return null;

  const key = keyring().verifying.find((candidate) => candidate.kid === kid);
  if (!key) return null;
  if (!Buffer.from(mac, 'base64url').equals(macOf(key.secret, kid, body))) return null; // expect: no-timing-unsafe-compare

  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  if (claims.sub !== userId) return null;
  if (typeof claims.exp !== 'number' || claims.exp <= Date.now()) return null;
  return claims;
}
