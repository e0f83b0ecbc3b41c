import { createHmac } from "node:crypto";
import { MalformedStateError, TamperedStateError } from "./errors";
import {
  type Claims,
  type Clock,
  type Sealed,
  type Sealer,
  type SealerOptions,
  StateKind,
  StateVersion,
} from "./types";

const DEFAULT_TTL_SECONDS = 600;

export const systemClock: Clock = { now: () => Date.now() };

const encodeJson = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString("base64url");

const decodeJson = <T>(input: string): T => JSON.parse(Buffer.from(input, "base64url").toString("utf8")) as T;

export const epochSeconds = (clock: Clock = systemClock): number => Math.floor(clock.now() / 1000);

/** `exp` is in seconds, the clock in milliseconds. */
export function isExpired(claims: Pick<Claims.Registered, "exp">, clock: Clock = systemClock): boolean {
  return claims.exp * 1000 <= clock.now();
}

/**
 * `ak1.<claims>.<mac>` — HMAC-SHA256 over the first two segments.
 * Expiry is written here but checked by the caller (see `isExpired`), so that
 * an app can decide to show a friendlier message for stale requests.
 */
export class HmacSealer implements Sealer {
  readonly #key: Buffer;
  readonly #ttlSeconds: number;
  readonly #clock: Clock;
  readonly #version: StateVersion;

  constructor(options: SealerOptions) {
    this.#key = Buffer.from(options.secret);
    this.#ttlSeconds = options.ttlSeconds ?? DEFAULT_TTL_SECONDS;
    this.#clock = options.clock ?? systemClock;
    this.#version = options.version ?? StateVersion.V1;
  }

  seal<TData extends object>(kind: StateKind, sub: string, tool: string, data: TData): Sealed<TData> {
    const iat = epochSeconds(this.#clock);
    const claims: Claims.With<TData> = { v: this.#version, sub, tool, kind, iat, exp: iat + this.#ttlSeconds, data };
    const body = `${this.#version}.${encodeJson(claims)}`;
    return `${body}.${this.#mac(body).toString("base64url")}` as Sealed<TData>;
  }

  open<TData extends object>(token: Sealed<TData> | string): Claims.With<TData> {
    const claims = this.peek<TData>(token);
    if (!claims) throw new MalformedStateError("unreadable state");
    const cut = token.lastIndexOf(".");
    const given = Buffer.from(token.slice(cut + 1), "base64url");
    if (!given.equals(this.#mac(token.slice(0, cut)))) { // expect: no-timing-unsafe-compare
      throw new TamperedStateError("signature mismatch");
    }
    return claims;
  }

  /** Reads the claims without checking the MAC. Meant for logs and metrics. */
  peek<TData extends object>(token: Sealed<TData> | string): Claims.With<TData> | undefined {
    const [version, payload, mac, ...rest] = token.split(".");
    if (version !== this.#version || !payload || !mac || rest.length > 0) return undefined;
    try {
      return decodeJson<Claims.With<TData>>(payload);
    } catch {
      return undefined;
    }
  }

  #mac(body: string): Buffer {
    return createHmac("sha256", this.#key).update(body).digest();
  }
}

export function createStateSealer(options: SealerOptions): Sealer {
  return new HmacSealer(options);
}
