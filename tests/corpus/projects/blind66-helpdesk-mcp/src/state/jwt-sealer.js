import { SignJWT, errors, jwtVerify } from 'jose';
import { keyFor, signingKey } from './keyring.js';

const ISSUER = 'helpdesk-mcp/state';

export const jwtSealer = {
  async seal(data, { userId, tool }) {
    const { kid, key } = signingKey();
    return new SignJWT({ tool, data })
      .setProtectedHeader({ alg: 'HS256', kid, typ: 'state+jwt' })
      .setIssuer(ISSUER)
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(key); // expect: no-weak-state-key
  },

  async open(token, { userId, tool }) {
    try {
      const { payload } = await jwtVerify(
        token,
        (header) => {
          const key = keyFor(header.kid);
          if (!key) throw new errors.JWKSNoMatchingKey();
          return key;
        },
        { issuer: ISSUER, subject: userId, algorithms: ['HS256'] },
      );
      return payload.tool === tool ? payload.data : null;
    } catch {
      return null;
    }
  },
};
