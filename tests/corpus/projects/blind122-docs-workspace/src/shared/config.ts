// Defines the state TTL and docs API URL and loads the required state key from the environment.
// @ts-nocheck
// Configuration is read once at start-up. Anything missing is fatal: we would
// rather not boot than mint state with a key somebody can guess.

export const STATE_TTL_SECONDS = 300;
export const DOCS_API = process.env.DOCS_API_URL ?? 'http://docs-api.internal:8080';

export function loadStateKey(env: NodeJS.ProcessEnv = process.env): Buffer {
  const encoded = env.DOCS_STATE_KEY;
  if (!encoded) {
    throw new Error('DOCS_STATE_KEY is not set (expect 32+ random bytes, base64)');
  }
  const key = Buffer.from(encoded, 'base64');
  if (key.length < 32) {
    throw new Error(`DOCS_STATE_KEY decodes to ${key.length} bytes; need at least 32`);
  }
  return key;
}
