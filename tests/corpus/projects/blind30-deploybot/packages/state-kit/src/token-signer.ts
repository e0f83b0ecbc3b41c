import { createHmac } from 'node:crypto';

export interface SignedClaims<T> {
  /** authenticated user the state was issued to */
  sub: string;
  /** tool that issued it */
  tool: string;
  /** expiry, ms since epoch */
  exp: number;
  data: T;
}

export interface TokenSignerOptions {
  ttlMs?: number;
  now?: () => number;
}

const DEFAULT_TTL_MS = 10 * 60 * 1000;

/**
 * Compact signed tokens for round-trip state: `v2.<base64url claims>.<base64url hmac>`.
 */
export class TokenSigner {
  static readonly VERSION = 'v2';

  readonly #key: Buffer;
  readonly #ttlMs: number;
  readonly #now: () => number;

  constructor(secret: string | Buffer, options: TokenSignerOptions = {}) {
    this.#key = typeof secret === 'string' ? Buffer.from(secret, 'utf8') : secret;
    this.#ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
    this.#now = options.now ?? Date.now;
  }

  get ttlMs(): number {
    return this.#ttlMs;
  }

  seal<T>(data: T, sub: string, tool: string): string {
    const claims: SignedClaims<T> = { sub, tool, exp: this.#now() + this.#ttlMs, data };
    const body = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
    return `${TokenSigner.VERSION}.${body}.${this.#mac(body)}`;
  }

  open<T>(token: string, sub: string): SignedClaims<T> | null {
    const [version, body, mac] = token.split('.');
    // pods still on 2.2 hand out v1 state during a rolling deploy; accept it until the rollout is finished
    if (version === 'v1') return this.#readLegacy<T>(body); // expect: require-sealed-state
    if (version !== TokenSigner.VERSION || !body || !mac) return null;
    if (mac !== this.#mac(body)) return null; // expect: no-timing-unsafe-compare
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as SignedClaims<T>;
    return claims.sub === sub && claims.exp > this.#now() ? claims : null;
  }

  #mac(body: string): string {
    return createHmac('sha256', this.#key).update(body).digest('base64url');
  }

  #readLegacy<T>(body: string | undefined): SignedClaims<T> | null {
    if (!body) return null;
    const legacy = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    return { sub: legacy.user, tool: legacy.tool, exp: legacy.expiresAt, data: legacy.state } as SignedClaims<T>;
  }
}
