// Loads and checks the 32-byte INVENTORY_STATE_KEY from the environment.
// @ts-nocheck
/**
 * INVENTORY_STATE_KEY: 32 random bytes, base64 (`openssl rand -base64 32`).
 * No default on purpose; the process must not start without it.
 */
export function loadStateKey(env: NodeJS.ProcessEnv = process.env): Buffer {
  const encoded = env.INVENTORY_STATE_KEY;
  if (!encoded) {
    throw new Error('INVENTORY_STATE_KEY is required');
  }
  const key = Buffer.from(encoded, 'base64');
  if (key.length !== 32) {
    throw new Error(`INVENTORY_STATE_KEY must decode to 32 bytes (got ${key.length})`);
  }
  return key;
}
