import { createHmac } from "node:crypto";

export interface SignerOptions {
  key: string;
  ttlSeconds: number;
}

export type Sealed<T> = T & { exp: number };

export interface StateSigner<T extends object> {
  seal(payload: T): string;
  open(token: string): Sealed<T> | null;
}

/**
 * Tiny HMAC envelope: `<base64url(json)>.<base64url(hmac)>`.
 * Expiry is stamped here; callers decide what "too old" means for their flow.
 */
export function createStateSigner<T extends object>({ key, ttlSeconds }: SignerOptions): StateSigner<T> {
  const mac = (body: string) => createHmac("sha256", key).update(body).digest("base64url");

  return {
    seal(payload) {
      const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
      const body = Buffer.from(JSON.stringify({ ...payload, exp })).toString("base64url");
      return `${body}.${mac(body)}`;
    },

    open(token) {
      const dot = token.lastIndexOf(".");
      if (dot <= 0) return null;
      const body = token.slice(0, dot);
      const given = token.slice(dot + 1);
      if (given !== mac(body)) return null; // expect: no-timing-unsafe-compare
      try {
        return JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Sealed<T>;
      } catch {
        return null;
      }
    },
  };
}
