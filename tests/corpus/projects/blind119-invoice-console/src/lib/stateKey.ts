// Loads and caches the requestState HMAC key from INVOICE_STATE_KEY, requiring at least 32 bytes.
// @ts-nocheck
import 'server-only';

let cached: Uint8Array | undefined;

function fromBase64url(text: string): Uint8Array {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64.padEnd(b64.length + ((4 - (b64.length % 4)) % 4), '='));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

/**
 * requestState HMAC key. Generated with `openssl rand -base64 48 | tr '+/' '-_'`
 * and stored in the Vercel project env; there is deliberately no default.
 */
export function stateKey(): Uint8Array {
  if (cached) return cached;
  const raw = process.env.INVOICE_STATE_KEY;
  if (!raw) throw new Error('INVOICE_STATE_KEY is not set');
  const bytes = fromBase64url(raw.trim());
  if (bytes.byteLength < 32) throw new Error('INVOICE_STATE_KEY must be at least 32 bytes');
  cached = bytes;
  return bytes;
}
