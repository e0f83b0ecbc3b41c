import { createHmac, randomUUID } from 'node:crypto';

export interface SealerOptions {
  secret: string;
  ttlSeconds?: number;
  algorithm?: 'sha256' | 'sha512';
}

export interface SealedEnvelope<T> {
  /** unique id, reused as the idempotency key downstream */
  jti: string;
  /** issued at, epoch milliseconds */
  iat: number;
  /** expires at, epoch milliseconds */
  exp: number;
  data: T;
}

const DEFAULTS = {
  ttlSeconds: 300,
  algorithm: 'sha256' as const,
};

export class InvalidStateError extends Error {
  constructor(reason: string) {
    super(`invalid request state: ${reason}`);
    this.name = 'InvalidStateError';
  }
}

/**
 * Small HMAC envelope for the `requestState` we hand to MCP clients between
 * rounds. Built through `StateSealer.create()` so defaults live in one place.
 */
export class StateSealer {
  private constructor(private readonly opts: Required<SealerOptions>) {}

  static create(options: SealerOptions): StateSealer {
    if (!options.secret) throw new Error('StateSealer: a secret is required');
    return new StateSealer({
      secret: options.secret,
      ttlSeconds: options.ttlSeconds ?? DEFAULTS.ttlSeconds,
      algorithm: options.algorithm ?? DEFAULTS.algorithm,
    });
  }

  private mac(body: string): string {
    return createHmac(this.opts.algorithm, this.opts.secret).update(body).digest('base64url');
  }

  seal<T>(data: T): string {
    const iat = Date.now();
    const envelope: SealedEnvelope<T> = {
      jti: randomUUID(),
      iat,
      exp: iat + this.opts.ttlSeconds * 1000,
      data,
    };
    const body = Buffer.from(JSON.stringify(envelope)).toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  /** Checks the signature and returns the envelope. Expiry is left to the caller. */
  open<T>(token: string): SealedEnvelope<T> {
    const dot = token.lastIndexOf('.');
    if (dot <= 0) throw new InvalidStateError('malformed');
    const body = token.slice(0, dot);
    const mac = token.slice(dot + 1);
    if (mac !== this.mac(body)) throw new InvalidStateError('bad signature'); // expect: no-timing-unsafe-compare
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as SealedEnvelope<T>;
  }
}
