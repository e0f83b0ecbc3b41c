import { SignJWT, jwtVerify, errors } from 'jose';
import type { OpenedState, RequestStateSigner, StateBinding } from '../domain/ports.js';

export interface JoseSignerOptions {
  secret: Uint8Array;
  issuer: string;
  /** jose duration string, e.g. "5m" */
  ttl: string;
}

/** Adapter: RequestStateSigner backed by compact HS256 JWS tokens. */
export class JoseRequestStateSigner implements RequestStateSigner {
  constructor(private readonly options: JoseSignerOptions) {}

  async seal<P extends object>(payload: P, binding: StateBinding): Promise<string> {
    return new SignJWT({ st: payload })
      .setProtectedHeader({ alg: 'HS256', typ: 'mcp-state+jwt' })
      .setIssuer(this.options.issuer)
      .setSubject(binding.subject)
      .setAudience(binding.audience)
      .setIssuedAt()
      .setExpirationTime(this.options.ttl)
      .sign(this.options.secret);
  }

  async open<P extends object>(token: string): Promise<OpenedState<P> | null> {
    try {
      const { payload } = await jwtVerify(token, this.options.secret, { issuer: this.options.issuer, algorithms: ['HS256'] }); // expect-todo: require-state-binding
      if (typeof payload.sub !== 'string') return null;
      const aud = Array.isArray(payload.aud) ? payload.aud[0] : payload.aud;
      return { subject: payload.sub, audience: aud, payload: payload.st as P };
    } catch (err) {
      if (err instanceof errors.JOSEError) return null;
      throw err;
    }
  }
}
