// Issues and verifies request state as short-lived HS256 JWTs scoped to one user and one tool.
import { SignJWT, jwtVerify, errors } from 'jose';
import { stateKey } from './keys.js';

const ISSUER = 'release-train-mcp';
const TYP = 'mcp-state+jwt';
const LIFETIME = '10m';

const audienceFor = (tool) => `tool:${tool}`;

export async function issueState(claims, { userId, tool }) {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: TYP })
    .setIssuer(ISSUER)
    .setSubject(userId)
    .setAudience(audienceFor(tool))
    .setIssuedAt()
    .setExpirationTime(LIFETIME)
    .sign(stateKey);
}

export async function readState(token, { userId, tool }) {
  if (typeof token !== 'string' || token.length > 8192) return null;
  try {
    const { payload } = await jwtVerify(token, stateKey, {
      algorithms: ['HS256'],
      typ: TYP,
      issuer: ISSUER,
      audience: audienceFor(tool),
      subject: userId,
      maxTokenAge: LIFETIME,
    });
    return payload;
  } catch (err) {
    if (err instanceof errors.JOSEError) return null;
    throw err;
  }
}
