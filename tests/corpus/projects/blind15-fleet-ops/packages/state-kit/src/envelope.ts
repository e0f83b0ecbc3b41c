import { createHmac, randomUUID } from 'node:crypto';
import { constantTimeEqual } from './compare.js';

export interface StateKitOptions {
  /** Signing secret shared by every replica. */
  secret: string | Buffer;
  /** Lifetime of a sealed state. Defaults to 5 minutes. */
  ttlSeconds?: number;
  issuer?: string;
}

export interface Claims<T> {
  iss: string;
  /** The user the state was minted for. */
  sub: string;
  /** The tool the state was minted for. */
  aud: string;
  iat: number;
  exp: number;
  jti: string;
  data: T;
}

export class StateError extends Error {
  constructor(readonly reason: 'malformed' | 'signature' | 'audience') {
    super(`invalid request state (${reason})`);
    this.name = 'StateError';
  }
}

const signingKeys = new WeakMap<StateKit, Buffer>();

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64url');
const unb64 = (s: string) => Buffer.from(s, 'base64url').toString('utf8');

export class StateKit {
  readonly issuer: string;
  readonly ttlSeconds: number;

  constructor({ secret, ttlSeconds = 300, issuer = 'fleet-ops' }: StateKitOptions) {
    signingKeys.set(this, Buffer.isBuffer(secret) ? secret : Buffer.from(secret, 'utf8'));
    this.issuer = issuer;
    this.ttlSeconds = ttlSeconds;
  }

  private sign(body: string): string {
    return createHmac('sha256', signingKeys.get(this)!).update(body).digest('base64url');
  }

  seal<T>(data: T, sub: string, aud: string): string {
    const iat = Math.floor(Date.now() / 1000);
    const claims: Claims<T> = { iss: this.issuer, sub, aud, iat, exp: iat + this.ttlSeconds, jti: randomUUID(), data };
    const body = b64(JSON.stringify(claims));
    return `sk1.${body}.${this.sign(body)}`;
  }

  open<T>(token: string, sub: string, aud: string): T {
    const [version, body, sig, ...rest] = token.split('.');
    if (version !== 'sk1' || !body || !sig || rest.length) throw new StateError('malformed');
    if (!constantTimeEqual(sig, this.sign(body))) throw new StateError('signature');

    let claims: Claims<T>;
    try {
      claims = JSON.parse(unb64(body)) as Claims<T>;
    } catch {
      throw new StateError('malformed');
    }
    if (claims.iss !== this.issuer || claims.sub !== sub || claims.aud !== aud) throw new StateError('audience');
    return claims.data;
  }
}

export function createStateKit(options: StateKitOptions): StateKit {
  return new StateKit(options);
}
