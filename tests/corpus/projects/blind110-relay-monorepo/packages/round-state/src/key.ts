// Loads and caches the request-state HMAC key from RELAY_STATE_KEY, refusing a missing or short key.
// @ts-nocheck
import { Buffer } from 'node:buffer';

const MIN_KEY_BYTES = 32;

let cached: Uint8Array | undefined;

/**
 * Loads the HMAC key used for requestState. There is deliberately no default:
 * a missing or short key is a deployment error and the process must not start.
 * Generate one with `openssl rand -base64 48`.
 */
export function loadStateKey(env: NodeJS.ProcessEnv = process.env): Uint8Array {
  if (cached) return cached;
  const raw = env.RELAY_STATE_KEY;
  if (!raw) {
    throw new Error('RELAY_STATE_KEY is not set (expected at least 32 random bytes, base64)');
  }
  const key = Buffer.from(raw, 'base64');
  if (key.length < MIN_KEY_BYTES) {
    throw new Error(`RELAY_STATE_KEY decodes to ${key.length} bytes; need ${MIN_KEY_BYTES} or more`);
  }
  cached = new Uint8Array(key);
  return cached;
}

export function resetStateKeyForTests(): void {
  cached = undefined;
}
