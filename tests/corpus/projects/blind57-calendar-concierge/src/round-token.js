import { SignJWT, errors, jwtVerify } from 'jose';
import { config } from './config.js';

// Stateless round-trip state for read-mostly flows (slot search). Signed, not encrypted:
// only put things the caller may see in here.

const ISSUER = 'calendar-concierge';
const TYP = 'concierge-round+jwt';
const LIFETIME = '5m';

export function issueRoundToken(claims, { userId, tool }) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: TYP })
    .setIssuer(ISSUER)
    .setSubject(userId)
    .setAudience(tool)
    .setIssuedAt()
    .setExpirationTime(LIFETIME)
    .sign(config.stateSecret);
}

/** The claims when the token is ours, unexpired and minted for this user and tool; otherwise null. */
export async function readRoundToken(token, { userId, tool }) {
  try {
    const { payload } = await jwtVerify(token, config.stateSecret, {
      algorithms: ['HS256'],
      typ: TYP,
      issuer: ISSUER,
      subject: userId,
      audience: tool,
      maxTokenAge: LIFETIME,
    });
    return payload;
  } catch (err) {
    if (err instanceof errors.JOSEError) return null;
    throw err;
  }
}
