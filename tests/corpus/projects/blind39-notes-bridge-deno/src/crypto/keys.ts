import { decodeHex } from "@std/encoding/hex";

function required(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set (deployctl env / .env)`);
  return value;
}

let cipherKey: Promise<CryptoKey> | undefined;

/** NOTES_STATE_KEY: 64 hex chars (AES-256). */
export function stateCipherKey(): Promise<CryptoKey> {
  cipherKey ??= crypto.subtle.importKey(
    "raw",
    decodeHex(required("NOTES_STATE_KEY")),
    { name: "AES-CBC" },
    false,
    ["encrypt", "decrypt"],
  );
  return cipherKey;
}

let linkSecret: Uint8Array | undefined;

/** LINK_STATE_SECRET: HS256 secret for the calendar-linking wizard. */
export function linkStateSecret(): Uint8Array {
  linkSecret ??= new TextEncoder().encode(required("LINK_STATE_SECRET"));
  return linkSecret;
}
