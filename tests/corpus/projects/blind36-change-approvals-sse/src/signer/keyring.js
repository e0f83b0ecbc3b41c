// Loaded only inside the signer worker: the key material never enters the main thread.
import { hkdfSync } from 'node:crypto';
import { readFileSync } from 'node:fs';

const MIN_MASTER_BYTES = 32;

function readMaster(path) {
  const bytes = Buffer.from(readFileSync(path, 'utf8').trim(), 'base64');
  if (bytes.length < MIN_MASTER_BYTES) {
    throw new Error(`${path} must hold at least ${MIN_MASTER_BYTES} random bytes (base64); got ${bytes.length}`);
  }
  return bytes;
}

// One master secret can serve several purposes; requestState MACs get their own subkey.
const stateSubkey = (master) => Buffer.from(hkdfSync('sha256', master, 'change-approvals', 'mcp/requestState/v1', 32));

/**
 * The current key signs; the previous one (during a rotation) still verifies.
 * Key ids are public: they travel in every token so the verifier can pick the key.
 */
export function loadKeyring(env = process.env) {
  const currentId = env.APPROVAL_STATE_KEY_ID ?? 'k1';
  const currentFile = env.APPROVAL_STATE_KEY_FILE ?? '/run/secrets/approval_state_key';
  const current = { id: currentId, key: stateSubkey(readMaster(currentFile)) };

  const byId = new Map([[current.id, current.key]]);
  if (env.APPROVAL_STATE_PREVIOUS_KEY_FILE && env.APPROVAL_STATE_PREVIOUS_KEY_ID) {
    byId.set(env.APPROVAL_STATE_PREVIOUS_KEY_ID, stateSubkey(readMaster(env.APPROVAL_STATE_PREVIOUS_KEY_FILE)));
  }
  return { current, byId };
}
