import { createHash } from 'node:crypto';
import { SignJWT, decodeProtectedHeader, errors, jwtVerify } from 'jose';
import type { KeyRing } from '../secrets.js';

export interface StateTokenOptions {
  issuer: string;
  /** Lifetime written into `exp`. */
  ttl: string;
  /** Hard cap on `iat` age, independent of `exp`. */
  maxAge: string;
  clockToleranceSec: number;
}

const DEFAULTS: StateTokenOptions = {
  issuer: 'calendar-bridge',
  ttl: '5m',
  maxAge: '10m',
  clockToleranceSec: 5,
};

const TYP = 'mcp-state+jwt';

export interface Binding {
  sub: string;
  tool: string;
  args: Record<string, unknown>;
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export const digestArgs = (args: Record<string, unknown>): string =>
  createHash('sha256').update(canonical(args)).digest('base64url');

/** Signed (HS256) requestState bound to subject, tool (audience) and the call's arguments. */
export class StateTokens {
  readonly #keys: KeyRing;
  readonly #opts: StateTokenOptions;

  constructor(keys: KeyRing, options: Partial<StateTokenOptions> = {}) {
    this.#keys = keys;
    this.#opts = Object.assign({}, DEFAULTS, options);
  }

  async mint(data: Record<string, unknown>, bind: Binding): Promise<string> {
    const { kid, key } = this.#keys.current;
    return new SignJWT({ data, args: digestArgs(bind.args) })
      .setProtectedHeader({ alg: 'HS256', kid, typ: TYP })
      .setIssuer(this.#opts.issuer)
      .setSubject(bind.sub)
      .setAudience(`tool:${bind.tool}`)
      .setIssuedAt()
      .setExpirationTime(this.#opts.ttl)
      .sign(key);
  }

  async open<T extends Record<string, unknown>>(token: string, bind: Binding): Promise<T | null> {
    // The header only tells us which key to try; nothing from it is trusted beyond that.
    let kid: string | undefined;
    try {
      ({ kid } = decodeProtectedHeader(token));
    } catch {
      return null;
    }
    const key = kid ? this.#keys.byKid(kid) : undefined;
    if (!key) return null;

    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        typ: TYP,
        issuer: this.#opts.issuer,
        audience: `tool:${bind.tool}`,
        subject: bind.sub,
        maxTokenAge: this.#opts.maxAge,
        clockTolerance: this.#opts.clockToleranceSec,
        requiredClaims: ['exp', 'iat'],
      });
      if (payload.args !== digestArgs(bind.args)) return null;
      return payload.data as T;
    } catch (err) {
      if (err instanceof errors.JOSEError) return null;
      throw err;
    }
  }
}
