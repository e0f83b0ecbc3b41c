import { decodeBase64 } from "@std/encoding/base64";

const MIN_KEY_BYTES = 32;

function readKeyMaterial(): Uint8Array {
  const encoded = Deno.env.get("ROUNDS_STATE_KEY");
  if (!encoded) {
    throw new Error("ROUNDS_STATE_KEY is not set (base64, at least 32 random bytes)");
  }
  const bytes = decodeBase64(encoded.trim());
  if (bytes.length < MIN_KEY_BYTES) {
    throw new Error(`ROUNDS_STATE_KEY decodes to ${bytes.length} bytes; ${MIN_KEY_BYTES} are required`);
  }
  return bytes;
}

/** HMAC-SHA-256 key for request state. Fails at startup, never falls back. */
export const stateKey: CryptoKey = await crypto.subtle.importKey(
  "raw",
  readKeyMaterial(),
  { name: "HMAC", hash: "SHA-256" },
  false,
  ["sign", "verify"],
);
