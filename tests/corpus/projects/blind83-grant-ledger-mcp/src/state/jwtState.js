// Issues and checks the HS256 JWTs that the grant tools hand out as requestState.
import { SignJWT, jwtVerify } from 'jose';
import { config } from '../config.js';

const key = new TextEncoder().encode(config.stateSigningSecret);
const ISSUER = 'urn:grant-ledger:mcp-state';

export function mintState(claims, { userId, tool, expiresIn = '10m' }) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'state+jwt' })
    .setIssuer(ISSUER)
    .setSubject(userId)
    .setAudience(tool)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(key);
}

export async function verifyState(raw, { userId, tool }) {
  if (typeof raw !== 'string' || raw.length > 4096) return null;
  try {
    const { payload } = await jwtVerify(raw, key, {
      algorithms: ['HS256'],
      typ: 'state+jwt',
      issuer: ISSUER,
      subject: userId,
      audience: tool,
      requiredClaims: ['exp', 'iat'],
    });
    return payload;
  } catch {
    return null;
  }
}
