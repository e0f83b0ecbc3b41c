import { decodeBase64Url, encodeBase64Url } from "@std/encoding/base64url";
import { stateKey } from "./keys.ts";

export const STATE_TTL_SECONDS = 600;
const VERSION = "v1";

const enc = new TextEncoder();
const dec = new TextDecoder();

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface Sealed<T> {
  sub: string;
  tool: string;
  argsDigest: string;
  exp: number;
  data: T;
}

export async function seal<T>(payload: Omit<Sealed<T>, "exp">): Promise<string> {
  const body = encodeBase64Url(enc.encode(JSON.stringify({ ...payload, exp: nowSeconds() + STATE_TTL_SECONDS })));
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", stateKey, enc.encode(`${VERSION}.${body}`)));
  return `${VERSION}.${body}.${encodeBase64Url(mac)}`;
}

/** Returns the payload only if the MAC verifies and the state has not expired. */
export async function open<T>(token: string): Promise<Sealed<T> | null> {
  if (!token.startsWith(`${VERSION}.`)) return null;
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [version, body, macText] = parts;

  let mac: Uint8Array;
  try {
    mac = decodeBase64Url(macText);
  } catch {
    return null;
  }
  // reject non-canonical encodings (spare bits in the last character) before verifying
  if (mac.length !== 32 || encodeBase64Url(mac) !== macText) return null;

  const ok = await crypto.subtle.verify("HMAC", stateKey, mac, enc.encode(`${version}.${body}`));
  if (!ok) return null;

  const payload = JSON.parse(dec.decode(decodeBase64Url(body))) as Sealed<T>;
  if (typeof payload.exp !== "number" || payload.exp <= nowSeconds()) return null;
  return payload;
}

/** Stable SHA-256 of the tool arguments, so a confirmation cannot be replayed with other arguments. */
export async function digestArgs(args: Record<string, unknown>): Promise<string> {
  const canonical = JSON.stringify(Object.keys(args).sort().map((k) => [k, args[k]]));
  return encodeBase64Url(new Uint8Array(await crypto.subtle.digest("SHA-256", enc.encode(canonical))));
}
