// Mints and reads requestState as compact HS256 JWS tokens (jose), carrying tool, tenant and user claims.
import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'fleetline-mcp';
const TYP = 'fleetline-state+jwt';

export async function mintState(key, { tool, tenantId, userId, ttl = '10m', ...claims }) {
  return new SignJWT({ ...claims, tool, tid: tenantId })
    .setProtectedHeader({ alg: 'HS256', typ: TYP })
    .setIssuer(ISSUER)
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(ttl)
    .sign(key);
}

export async function readState(key, token, { tool, tenantId, userId }) {
  if (typeof token !== 'string' || token.length > 4096) return null;
  try {
    const { payload } = await jwtVerify(token, key, {
      issuer: ISSUER,
      subject: userId,
      typ: TYP,
      algorithms: ['HS256'],
    });
    if (payload.tool !== tool || payload.tid !== tenantId) return null;
    return payload;
  } catch {
    return null;
  }
}
