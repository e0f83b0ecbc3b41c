// Loads the 32-byte AES request-state key from WAREHOUSE_STATE_KEY and rejects a missing or wrong-size key.
// @ts-nocheck
const MIN_KEY_BYTES = 32;

export class MissingKeyError extends Error {}

/** Loads the AES-256 key used for request state. No defaults, ever. */
export function loadStateKey(env: NodeJS.ProcessEnv = process.env): Buffer {
  const encoded = env.WAREHOUSE_STATE_KEY;
  if (!encoded) {
    throw new MissingKeyError('WAREHOUSE_STATE_KEY is not set (generate with: openssl rand -base64 32)');
  }
  const key = Buffer.from(encoded, 'base64');
  if (key.length !== MIN_KEY_BYTES) {
    throw new MissingKeyError(`WAREHOUSE_STATE_KEY must decode to ${MIN_KEY_BYTES} bytes, got ${key.length}`);
  }
  return key;
}
