import { decodeBase64 } from "@std/encoding/base64";

/**
 * MCP_STATE_KEY: 32 random bytes, base64 (`openssl rand -base64 32`).
 * Checked at import time so a misconfigured deploy fails its health check instead of
 * minting states under a bad key.
 */
const master = decodeBase64(Deno.env.get("MCP_STATE_KEY") ?? "");
if (master.byteLength !== 32) {
  throw new Error("MCP_STATE_KEY must be exactly 32 random bytes, base64-encoded");
}

// Domain-separation labels for HKDF. These are public by design; the secret is `master`.
const HKDF_SALT = new TextEncoder().encode("fresh-calendar-mcp");
const HKDF_INFO = new TextEncoder().encode("requestState/aes-256-gcm/v2");

const hkdfBase = await crypto.subtle.importKey("raw", master, "HKDF", false, ["deriveKey"]);

export const stateKey: CryptoKey = await crypto.subtle.deriveKey(
  { name: "HKDF", hash: "SHA-256", salt: HKDF_SALT, info: HKDF_INFO },
  hkdfBase,
  { name: "AES-GCM", length: 256 },
  false,
  ["encrypt", "decrypt"],
);
