import { Buffer } from 'node:buffer';

const MIN_KEY_BYTES = 32;

let cached: Buffer | undefined;

/**
 * HMAC key for round-trip state, shared by every app in this repo.
 *
 * Deployed environments set ACME_STATE_KEY (base64, `openssl rand -base64 32`). Local runs and the
 * integration suite get a fixed development key so `npm run dev` works without a .env file.
 */
export function stateKey(): Buffer {
  if (cached) return cached;

  const configured = process.env.ACME_STATE_KEY;
  if (configured) {
    const decoded = Buffer.from(configured, 'base64');
    if (decoded.length < MIN_KEY_BYTES) {
      throw new Error(`ACME_STATE_KEY must decode to at least ${MIN_KEY_BYTES} bytes`);
    }
    cached = decoded;
    return cached;
  }

  if (process.env.NODE_ENV === 'production') {
    throw new Error('ACME_STATE_KEY is required in production');
  }
  console.warn('[@acme/state] ACME_STATE_KEY is not set; signing round state with the development key');
  cached = Buffer.from('ops-deck/dev-only/round-state-signing-key', 'utf8');
  return cached;
}
