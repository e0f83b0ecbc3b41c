import { ResultAsync, Result, errAsync, ok, err } from "neverthrow";
import { decodeJson, encode, encodeJson, type KeyRing } from "./crypto";
import { readLegacyState } from "./legacy";

export type StateError =
  | { kind: "malformed" }
  | { kind: "unknown-kid"; kid: string }
  | { kind: "bad-signature" }
  | { kind: "crypto"; cause: unknown };

export interface StateEnvelope<T> {
  sub: string;
  tool: string;
  /** absolute expiry */
  exp: number;
  data: T;
}

interface TokenHeader {
  v: 2;
  kid: string;
}

const utf8 = new TextEncoder();

export interface StateCodec {
  seal<T>(sub: string, tool: string, data: T): ResultAsync<string, StateError>;
  open<T>(token: string): ResultAsync<StateEnvelope<T>, StateError>;
}

export function createStateCodec(ring: KeyRing, ttlMs: number, now: () => number = Date.now): StateCodec {
  const mac = (key: CryptoKey, input: string) =>
    ResultAsync.fromPromise(
      crypto.subtle.sign("HMAC", key, utf8.encode(input)),
      (cause): StateError => ({ kind: "crypto", cause }),
    ).map((buf) => encode(new Uint8Array(buf)));

  const parseHeader = Result.fromThrowable(
    (segment: string) => decodeJson<TokenHeader>(segment),
    (): StateError => ({ kind: "malformed" }),
  );

  return {
    seal(sub, tool, data) {
      const header = encodeJson({ v: 2, kid: ring.activeKid } satisfies TokenHeader);
      const body = encodeJson({ sub, tool, exp: now() + ttlMs, data });
      const key = ring.get(ring.activeKid)!;
      return mac(key, `${header}.${body}`).map((sig) => `${header}.${body}.${sig}`);
    },

    open<T>(token: string) {
      const parts = token.split(".");
      if (parts.length === 1) {
        return readLegacyState<T>(token).asyncAndThen((env) => ResultAsync.fromSafePromise(Promise.resolve(env)));
      }
      if (parts.length !== 3) return errAsync<StateEnvelope<T>, StateError>({ kind: "malformed" });

      const [header, body, sig] = parts;
      return parseHeader(header)
        .andThen((h) => {
          const key = ring.get(h.kid);
          return key ? ok(key) : err<CryptoKey, StateError>({ kind: "unknown-kid", kid: h.kid });
        })
        .asyncAndThen((key) => mac(key, `${header}.${body}`))
        .andThen((expected) =>
          expected === sig // expect: no-timing-unsafe-compare
            ? ok(decodeJson<StateEnvelope<T>>(body))
            : err<StateEnvelope<T>, StateError>({ kind: "bad-signature" }),
        );
    },
  };
}
