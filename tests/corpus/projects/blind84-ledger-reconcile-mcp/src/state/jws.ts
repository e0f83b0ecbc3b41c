// Signs and verifies request state as compact HS256 JWTs with a dedicated type header.
// @ts-nocheck
import { SignJWT, errors, jwtVerify } from 'jose';

const STATE_TYP = 'mcp-state+jwt';

export class StateRejected extends Error {}

export interface StateBinding {
  audience: string;
  subject?: string;
  ttl?: string;
}

export class JwsStateSigner {
  #key: Uint8Array;
  #issuer: string;

  constructor(key: Uint8Array, issuer = 'ledger-reconcile') {
    this.#key = key;
    this.#issuer = issuer;
  }

  async sign(claims: Record<string, unknown>, { audience, subject, ttl = '10m' }: StateBinding): Promise<string> {
    const jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: STATE_TYP })
      .setIssuer(this.#issuer)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(ttl);
    if (subject) jwt.setSubject(subject);
    return jwt.sign(this.#key);
  }

  async verify(token: string, { audience, subject }: StateBinding) {
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        issuer: this.#issuer,
        audience,
        subject,
        algorithms: ['HS256'],
        typ: STATE_TYP,
        maxTokenAge: '10m',
      });
      return payload;
    } catch (err) {
      throw new StateRejected(err instanceof errors.JOSEError ? err.code : 'ERR_STATE_INVALID');
    }
  }
}
