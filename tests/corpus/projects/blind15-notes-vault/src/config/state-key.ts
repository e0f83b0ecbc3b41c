import { hkdfSync } from 'crypto';

const MIN_KEY_BYTES = 32;

/**
 * Loads the requestState key. The server refuses to start without a real key:
 * there is no development default on purpose (use `openssl rand -base64 32`).
 */
export function loadStateKey(env: NodeJS.ProcessEnv = process.env): Buffer {
  const encoded = (env.NOTES_STATE_KEY ?? '').trim();
  const ikm = Buffer.from(encoded, 'base64');
  if (ikm.length < MIN_KEY_BYTES) {
    throw new Error(`NOTES_STATE_KEY must hold at least ${MIN_KEY_BYTES} random bytes (base64); got ${ikm.length}`);
  }
  // Domain-separate so the same secret can never be reused as, say, a cookie key.
  return Buffer.from(hkdfSync('sha256', ikm, Buffer.alloc(0), 'notes-vault/request-state/v2', 32));
}
