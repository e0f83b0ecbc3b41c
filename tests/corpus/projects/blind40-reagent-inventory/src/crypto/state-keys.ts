import { hkdfSync } from 'node:crypto';
import type { StateKeyRing } from '../types.js';

// Domain separation only: the secret is the master key, these labels just keep the derived
// key from ever matching a key derived from the same master for another purpose.
const HKDF_SALT = Buffer.from('reagent-inventory', 'utf8');
const HKDF_INFO = 'mcp-request-state/aes-256-gcm/v1';

function masterKey(variable: string): Buffer | undefined {
  const encoded = process.env[variable];
  if (encoded === undefined || encoded === '') return undefined;
  const bytes = Buffer.from(encoded, 'base64');
  if (bytes.length < 32) throw new Error(`${variable} must decode to at least 32 random bytes`);
  return bytes;
}

function deriveStateKey(master: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', master, HKDF_SALT, HKDF_INFO, 32));
}

/**
 * INVENTORY_MASTER_KEY seals new state; INVENTORY_PREVIOUS_MASTER_KEY (with its id) still opens
 * state sealed before a rotation, for the ten minutes such state lives.
 */
export function loadStateKeyRing(): StateKeyRing {
  const master = masterKey('INVENTORY_MASTER_KEY');
  if (!master) throw new Error('INVENTORY_MASTER_KEY is not set; refusing to start without a state key');

  const currentId = process.env.INVENTORY_MASTER_KEY_ID ?? 'k1';
  const current = { id: currentId, key: deriveStateKey(master) };
  const byId = new Map<string, Buffer>([[current.id, current.key]]);

  const previous = masterKey('INVENTORY_PREVIOUS_MASTER_KEY');
  const previousId = process.env.INVENTORY_PREVIOUS_MASTER_KEY_ID;
  if (previous && previousId && previousId !== currentId) byId.set(previousId, deriveStateKey(previous));

  return { current, byId };
}
