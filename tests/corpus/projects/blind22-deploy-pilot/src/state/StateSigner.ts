import { createHmac } from 'node:crypto';
import jwt from 'jsonwebtoken';

export interface SignerOptions {
  issuer: string;
  /** jsonwebtoken `expiresIn` (e.g. "5m" or seconds). */
  ttl: string | number;
  clockToleranceSec?: number;
}

export interface StateClaims {
  sub: string;
  tool: string;
  [claim: string]: unknown;
}

export class StateSigner {
  readonly #secret: string;
  readonly #options: Required<SignerOptions>;

  constructor(secret: string, options: SignerOptions) {
    this.#secret = secret;
    this.#options = { clockToleranceSec: 5, ...options };
  }

  sign(claims: StateClaims): string {
    return jwt.sign(claims, this.#secret, {
      algorithm: 'HS256',
      issuer: this.#options.issuer,
      expiresIn: this.#options.ttl,
    });
  }

  verify<T extends StateClaims>(token: string): T | null {
    if (token.startsWith('v0.')) return this.#verifyLegacy<T>(token);
    try {
      return jwt.verify(token, this.#secret, {
        algorithms: ['HS256'],
        issuer: this.#options.issuer,
        clockTolerance: this.#options.clockToleranceSec,
      }) as T;
    } catch {
      return null;
    }
  }

  /**
   * Tokens minted by deploy-pilot 1.x: "v0.<base64url json>.<hex hmac>".
   * Clients may still hold some across the upgrade; remove after 2.2.
   */
  #verifyLegacy<T extends StateClaims>(token: string): T | null {
    const [, body, sig] = token.split('.');
    if (!body || !sig) return null;
    const expected = createHmac('sha256', this.#secret).update(body).digest('hex');
    if (sig !== expected) return null; // expect: no-timing-unsafe-compare
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T & { exp?: number };
    return typeof claims.exp === 'number' && claims.exp * 1000 > Date.now() ? claims : null;
  }
}
