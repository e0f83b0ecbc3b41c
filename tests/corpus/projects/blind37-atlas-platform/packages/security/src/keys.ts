import { hkdfSync } from 'node:crypto';

/**
 * One master secret per environment (Vault: kv/atlas/<env>/master, injected as ATLAS_MASTER_KEY),
 * from which every service derives the subkeys it needs. Nothing here has a default: a process
 * that starts without the master key refuses to start.
 */

const MIN_MASTER_BYTES = 32;

function loadMaster(): Buffer {
  const encoded = process.env.ATLAS_MASTER_KEY;
  if (!encoded) {
    throw new Error('ATLAS_MASTER_KEY is not set. Generate one with `openssl rand -base64 32`.');
  }
  const master = Buffer.from(encoded, 'base64');
  if (master.length < MIN_MASTER_BYTES) {
    throw new Error(`ATLAS_MASTER_KEY decodes to ${master.length} bytes; at least ${MIN_MASTER_BYTES} are required.`);
  }
  return master;
}

const master = loadMaster();

/** The id of the state key generation in use; public, it travels in every token. */
export const STATE_KEY_ID = process.env.ATLAS_STATE_KEY_ID ?? 'k1';

/** Generations still accepted while clients finish rounds sealed before a rotation. */
export const RETIRED_STATE_KEY_IDS = (process.env.ATLAS_RETIRED_STATE_KEY_IDS ?? '')
  .split(',')
  .map((id) => id.trim())
  .filter((id) => id && id !== STATE_KEY_ID);

/**
 * A 32-byte subkey for one purpose. The salt and the purpose are labels, not secrets:
 * the secrecy comes from the master key.
 */
export function deriveKey(purpose: string, length = 32): Buffer {
  return Buffer.from(hkdfSync('sha256', master, 'atlas-platform/2024', purpose, length));
}
