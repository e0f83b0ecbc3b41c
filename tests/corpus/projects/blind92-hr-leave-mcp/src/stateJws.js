// Signs and verifies request state as compact HS256 JWS bound to user, tool, arguments and a 10 minute lifetime.
import { SignJWT, jwtVerify, decodeProtectedHeader } from 'jose';
import { randomUUID } from 'node:crypto';
import { argsDigest } from './fp.js';

const AUDIENCE = 'hr-leave-mcp:request-state';
const TTL = '10m';
export const STATE_API_VERSION = 3;

export const makeStateJws = ({ kid, signingKey, keyFor }, { redis }) => {
  const issue = ({ userId, tool, args }) => async (claims = {}) => {
    if (!userId) throw new Error('request state needs an authenticated user');
    return new SignJWT({ ...claims, tool, args: argsDigest(args), apiVersion: STATE_API_VERSION })
      .setProtectedHeader({ alg: 'HS256', kid, typ: 'state+jwt' })
      .setSubject(userId)
      .setAudience(AUDIENCE)
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(TTL)
      .sign(signingKey);
  };

  const accept = ({ userId, tool, args, once = false }) => async (token) => {
    if (!userId || typeof token !== 'string' || !token) return null;
    try {
      const key = keyFor(decodeProtectedHeader(token).kid);
      if (!key) return null;
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], audience: AUDIENCE, subject: userId, maxTokenAge: TTL, typ: 'state+jwt' });
      if (payload.tool !== tool || payload.args !== argsDigest(args) || payload.apiVersion !== STATE_API_VERSION) return null;
      if (once && (await redis.set(`leave:state-used:${payload.jti}`, '1', 'EX', 900, 'NX')) !== 'OK') return null;
      return payload;
    } catch {
      return null;
    }
  };

  return { issue, accept };
};
