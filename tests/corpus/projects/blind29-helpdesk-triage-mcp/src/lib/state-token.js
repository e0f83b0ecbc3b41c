import { createHmac, timingSafeEqual } from 'node:crypto';
import { Result, err, ok } from 'neverthrow';
import { nowSeconds } from './clock.js';
import { stateKey } from './keys.js';

const CONFIRM_WINDOW_MS = 5 * 60 * 1000;

const mac = (body) => createHmac('sha256', stateKey).update(body).digest();

/** Signs a confirmation payload for one agent and one tool. */
export function signState(payload, { userId, tool }) {
  const claims = { ...payload, uid: userId, tool, exp: Date.now() + CONFIRM_WINDOW_MS };
  const body = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
  return `${body}.${mac(body).toString('base64url')}`;
}

const parseClaims = Result.fromThrowable(
  (body) => JSON.parse(Buffer.from(body, 'base64url').toString('utf8')),
  () => new Error('That confirmation is malformed.'),
);

/** Result<claims, Error>: the claims when the token is ours, current, and for this agent and tool. */
export function verifyState(token, { userId, tool }) {
  const [body, tag] = String(token).split('.');
  if (!body || !tag) return err(new Error('That confirmation is malformed.'));
  if (!timingSafeEqual(Buffer.from(tag, 'base64url'), mac(body))) return err(new Error('That confirmation was altered.')); // expect: no-timing-unsafe-compare
  return parseClaims(body).andThen((claims) => {
    if (claims.exp < nowSeconds()) return err(new Error('That confirmation has expired.')); // expect: require-state-binding
    if (claims.uid !== userId || claims.tool !== tool) return err(new Error('That confirmation belongs to another request.'));
    return ok(claims);
  });
}
