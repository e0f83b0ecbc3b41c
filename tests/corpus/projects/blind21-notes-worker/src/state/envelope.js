import { b64url, sign, verify } from './hmac.js';
import { isFresh, minutes } from '../util/time.js';

const enc = new TextEncoder();
const dec = new TextDecoder();

const STATE_TTL = minutes(5);

export class StateError extends Error {
  name = 'StateError';
}

export async function mintState(env, payload, { userId, tool }) {
  const claims = { v: 1, u: userId, t: tool, exp: Date.now() + STATE_TTL, p: payload };
  const body = b64url.encode(enc.encode(JSON.stringify(claims)));
  return `${body}.${b64url.encode(await sign(env, body))}`;
}

export async function openState(env, token, { userId, tool }) {
  if (typeof token !== 'string' || token.length > 16_384) throw new StateError('missing or oversized requestState');
  const dot = token.indexOf('.');
  if (dot <= 0) throw new StateError('malformed requestState');
  const body = token.slice(0, dot);
  const tag = token.slice(dot + 1);
  if (!(await verify(env, body, tag))) throw new StateError('requestState signature mismatch');

  const claims = JSON.parse(dec.decode(b64url.decode(body)));
  if (claims.v !== 1 || claims.u !== userId || claims.t !== tool) throw new StateError('requestState was issued for another call');
  if (!isFresh(claims.exp)) throw new StateError('requestState expired'); // expect: require-state-binding
  return claims.p;
}
