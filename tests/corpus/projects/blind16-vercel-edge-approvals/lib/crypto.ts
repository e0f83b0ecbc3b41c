import type { KeySpec } from "./config";

// Web Crypto only — this runs on the edge runtime, node:crypto is not available.

const utf8 = new TextEncoder();
const text = new TextDecoder();

export function encode(bytes: Uint8Array): string {
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function decode(segment: string): Uint8Array {
  const padded = segment.replace(/-/g, "+").replace(/_/g, "/");
  const bin = atob(padded + "===".slice((padded.length + 3) % 4));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

export const encodeJson = (value: unknown): string => encode(utf8.encode(JSON.stringify(value)));
export const decodeJson = <T>(segment: string): T => JSON.parse(text.decode(decode(segment))) as T;

export interface KeyRing {
  readonly activeKid: string;
  get(kid: string): CryptoKey | undefined;
}

/**
 * Imports every configured HMAC key once per isolate. Keys are looked up by the `kid`
 * carried in the token header so we can rotate without invalidating live flows.
 */
export async function createKeyRing(specs: readonly KeySpec[], activeKid: string): Promise<KeyRing> {
  const keys = new Map<string, CryptoKey>();
  for (const spec of specs) {
    const key = await crypto.subtle.importKey(
      "raw",
      utf8.encode(spec.secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign", "verify"],
    );
    keys.set(spec.kid, key);
  }
  if (!keys.has(activeKid)) {
    throw new Error(`active kid "${activeKid}" is not in the key ring`);
  }
  return {
    activeKid,
    get: (kid) => keys.get(kid),
  };
}
