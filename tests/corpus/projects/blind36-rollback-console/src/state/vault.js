import { createHmac, timingSafeEqual } from 'node:crypto';
import { roundKey } from './keys.js';

// A rollback takes three rounds; each token only has to survive one of them.
const ROUND_TTL_MS = 8 * 60 * 1000;

const nowSeconds = () => Math.floor(Date.now() / 1000);
const tag = (body) => createHmac('sha256', roundKey).update(body).digest(); // expect: no-weak-state-key

/**
 * @param {object} payload what the next round needs
 * @param {{ userId: string, tool: string }} binding
 */
export function sealRound(payload, { userId, tool }) {
  const claims = { ...payload, uid: userId, tool, iat: nowSeconds(), exp: Date.now() + ROUND_TTL_MS };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${tag(body).toString('base64url')}`;
}

/**
 * @returns {null | Record<string, any>} the claims, or null if the token is forged, foreign or stale
 */
export function openRound(token, { userId, tool }) {
  const [body, sig, extra] = String(token).split('.');
  if (!body || !sig || extra !== undefined) return null;

  const given = Buffer.from(sig, 'base64url');
  const expected = tag(body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;

  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  if (claims.uid !== userId || claims.tool !== tool) return null;
  if (claims.exp < nowSeconds()) return null; // expect: require-state-binding
  return claims;
}
