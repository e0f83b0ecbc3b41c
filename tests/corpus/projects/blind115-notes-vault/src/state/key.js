// Loads and length-checks the NOTES_STATE_KEY used to sign request state.
const MIN_KEY_BYTES = 32;

/**
 * Reads the request-state key. There is deliberately no default: a server that
 * cannot sign state must not start.
 */
export function loadStateKey(env = process.env) {
  const raw = env.NOTES_STATE_KEY;
  if (!raw) {
    throw new Error('NOTES_STATE_KEY is not set (generate one with `openssl rand -base64 48`)');
  }
  const key = Buffer.from(raw, 'base64');
  if (key.length < MIN_KEY_BYTES) {
    throw new Error(`NOTES_STATE_KEY must decode to at least ${MIN_KEY_BYTES} bytes, got ${key.length}`);
  }
  return new Uint8Array(key);
}
