import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

const AUDIENCE = 'calendar-concierge/confirm';

/**
 * Out-of-band confirmation links for destructive calendar changes. The link is
 * a short-lived HS256 JWT; the page it opens records the confirmation on the
 * server under the token's jti.
 */
export function createConfirmLinks({ key, issuer, baseUrl }) {
  return {
    async create({ userId, tool, argsDigest, summary }) {
      const jti = randomUUID();
      const token = await new SignJWT({ tool, argsDigest, summary })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(issuer)
        .setAudience(AUDIENCE)
        .setSubject(userId)
        .setJti(jti)
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(key);
      return { jti, url: new URL(`/confirm/${token}`, baseUrl).toString() };
    },

    async verify(token) {
      const { payload } = await jwtVerify(token, key, {
        issuer,
        audience: AUDIENCE,
        algorithms: ['HS256'],
        maxTokenAge: '10m',
        clockTolerance: 5,
      });
      if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string') throw new Error('incomplete confirmation token');
      return payload;
    },
  };
}
