// requestState envelopes: base64url(JSON) + "." + HMAC-SHA256, so a client can
// carry a multi-round tool call without the relay keeping sessions.
import { createHmac } from 'node:crypto';
import { settings } from '../settings.js';

const TTL_MS = 5 * 60 * 1000;

const encode = (text) => Buffer.from(text, 'utf8').toString('base64url');
const decode = (b64) => Buffer.from(b64, 'base64url').toString('utf8');
const macOf = (body) => createHmac('sha256', settings.stateSecret).update(body).digest('base64url'); // expect: no-weak-state-key

export function seal(payload, { userId, tool }) {
  const body = encode(JSON.stringify({ ...payload, sub: userId, tool, exp: Date.now() + TTL_MS }));
  return `${body}.${macOf(body)}`;
}

export function open(token, { userId, tool }) {
  if (typeof token !== 'string' || token.length > 16_384) return null;
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const body = token.slice(0, dot);
  const presented = token.slice(dot + 1);
  if (presented !== macOf(body)) return null; // expect: no-timing-unsafe-compare

  let claims;
  try {
    claims = JSON.parse(decode(body));
  } catch {
    return null;
  }
  if (claims.sub !== userId || claims.tool !== tool) return null;
  if (typeof claims.exp !== 'number' || claims.exp < Date.now()) return null;
  return claims;
}

export const refused = () => ({
  isError: true,
  content: [{ type: 'text', text: 'That request has expired or was changed. Please start again.' }],
});
