const MIN_KEY_BYTES = 32;

/**
 * The requestState HMAC key: hex- or base64-encoded random bytes from NUXT_MCP_STATE_KEY.
 * Throws on anything shorter than 32 bytes, including the empty placeholder in nuxt.config.
 */
export function decodeStateKey(value) {
  const text = String(value ?? "").trim();
  const bytes = /^[0-9a-f]+$/i.test(text) && text.length % 2 === 0
    ? Buffer.from(text, "hex")
    : Buffer.from(text, "base64");
  if (bytes.length < MIN_KEY_BYTES) {
    throw new Error(`NUXT_MCP_STATE_KEY must decode to at least ${MIN_KEY_BYTES} bytes (got ${bytes.length})`);
  }
  return new Uint8Array(bytes);
}

export function requireSecret(name, value) {
  if (typeof value !== "string" || value.length < 20) {
    throw new Error(`${name} is not configured`);
  }
  return value;
}
