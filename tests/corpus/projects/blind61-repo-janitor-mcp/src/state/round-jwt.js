import { SignJWT, errors, jwtVerify } from 'jose';
import { currentKey, keyFor } from './keys.js';

const ISSUER = 'repo-janitor';

/** Confirmation rounds are short: the answer is a click away. */
export const ROUND_LIFETIME = '8m';

/** A signed (not encrypted) round token for one user and one tool. */
export async function issueRound(claims, { userId, tool }) {
  const { kid, secret } = currentKey();
  return new SignJWT({ ...claims, tool })
    .setProtectedHeader({ alg: 'HS256', kid })
    .setIssuer(ISSUER)
    .setSubject(userId)
    .setAudience(tool)
    .setIssuedAt()
    .setExpirationTime(ROUND_LIFETIME)
    .sign(secret);
}

const keyFromHeader = (header) => {
  const key = keyFor(header.kid);
  if (!key) throw new errors.JWKSNoMatchingKey();
  return key.secret;
};

/**
 * `{ ok: true, claims }` when the token is ours, unexpired, and was issued to `userId` for `tool`;
 * `{ ok: false, reason }` otherwise. Never throws on a bad token.
 */
export async function verifyRound(token, { userId, tool }) {
  try {
    const { payload } = await jwtVerify(token, keyFromHeader, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: tool,
      subject: userId,
      maxTokenAge: '10m',
      clockTolerance: 5,
    });
    if (payload.tool !== tool) return { ok: false, reason: 'tool' };
    return { ok: true, claims: payload };
  } catch (err) {
    if (err instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    if (err instanceof errors.JWTClaimValidationFailed) return { ok: false, reason: err.claim === 'sub' ? 'user' : err.claim };
    return { ok: false, reason: 'signature' };
  }
}

export const refused = (reason) => ({
  isError: true,
  content: [{ type: 'text', text: `That confirmation is no longer valid (${reason}). Run the tool again.` }],
});
