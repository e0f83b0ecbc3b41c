import { createHash } from 'node:crypto';

// Resolves the key for the refund request-state codec.
//
// REFUND_STATE_KEY: base64, at least 32 bytes. When it is missing we do not
// want the support tooling to be down, so we fall back to an ephemeral key:
// states minted before a restart simply stop verifying, which is acceptable
// for a flow that lasts a couple of minutes.

const MIN_KEY_BYTES = 32;

function fromEnvironment(env) {
  const raw = env.REFUND_STATE_KEY;
  if (!raw) return null;
  const key = Buffer.from(raw, 'base64');
  if (key.length < MIN_KEY_BYTES) {
    throw new Error(`REFUND_STATE_KEY decodes to ${key.length} bytes, need ${MIN_KEY_BYTES}`);
  }
  return key;
}

function ephemeralKey() {
  return createHash('sha256').update(`${process.pid}:${process.ppid}:${Date.now()}`).digest();
}

/**
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {{ key: Buffer, source: 'env' | 'ephemeral' }}
 */
export default function resolveStateKey(env = process.env) {
  const configured = fromEnvironment(env);
  if (configured) return { key: configured, source: 'env' };
  console.warn('[refund-desk] REFUND_STATE_KEY is not set; using an ephemeral per-process key');
  return { key: ephemeralKey(), source: 'ephemeral' };
}

export { MIN_KEY_BYTES };
