import { TokenError, createSigner, createVerifier } from 'fast-jwt';
import { keyForKid, stateKeys } from './state-keys.js';

// NB: fast-jwt takes every duration in MILLISECONDS (jsonwebtoken takes seconds).
export const STATE_LIFETIME_MS = 10 * 60 * 1000;
const CLOCK_SKEW_MS = 2_000;
const ISSUER = 'ticket-triage';

const sign = createSigner({
  key: stateKeys.signing.key,
  algorithm: 'HS256',
  kid: stateKeys.signing.kid,
  iss: ISSUER,
  expiresIn: STATE_LIFETIME_MS,
});

const verify = createVerifier({
  key: async ({ header }) => keyForKid(header.kid),
  algorithms: ['HS256'],
  allowedIss: ISSUER,
  maxAge: STATE_LIFETIME_MS,
  clockTolerance: CLOCK_SKEW_MS,
  requiredClaims: ['iat', 'exp', 'sub', 'tool'],
});

export class StateRefused extends Error {
  constructor(reason) {
    super(`requestState refused: ${reason}`);
    this.reason = reason;
  }
}

/** Signed (not encrypted) state for the next round of one tool call, for one user. */
export function issueState(data, { userId, tool }) {
  return sign({ data, sub: userId, tool });
}

export async function redeemState(token, { userId, tool }) {
  let claims;
  try {
    claims = await verify(token);
  } catch (err) {
    const expired = err instanceof TokenError && err.code === TokenError.codes.expired;
    throw new StateRefused(expired ? 'expired' : 'signature');
  }
  if (claims.sub !== userId) throw new StateRefused('user');
  if (claims.tool !== tool) throw new StateRefused('tool');
  // exp is a JWT NumericDate, in seconds, whatever unit the signer was configured in
  if (claims.exp <= Math.floor(Date.now() / 1000)) throw new StateRefused('expired');
  return claims.data;
}
