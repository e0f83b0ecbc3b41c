import 'server-only';

let cached: Uint8Array | undefined;

/**
 * HS256 key for the requestState JWTs. Read lazily so `next build` works without it,
 * but every request that needs it fails loudly when it is missing or too short.
 */
export function stateSecret(): Uint8Array {
  if (cached) return cached;
  const encoded = process.env.MCP_STATE_SECRET;
  if (!encoded) throw new Error('MCP_STATE_SECRET is not set; create one with `openssl rand -base64 32`');
  const bytes = new Uint8Array(Buffer.from(encoded, 'base64'));
  if (bytes.byteLength < 32) throw new Error('MCP_STATE_SECRET must decode to at least 32 bytes');
  cached = bytes;
  return cached;
}
