// Per-key-id HMAC keys for requestState, derived with HKDF from the master secret; the first id signs.
// @ts-nocheck
import { hkdfSync } from 'node:crypto';
import { config } from './config.js';

const SALT = Buffer.from('stackyard/request-state/v2', 'utf8');

export type Keyring = { activeKid: string; keys: Map<string, Buffer> };

export function createKeyring(master: Buffer, kids: string[]): Keyring {
  if (master.length < 32) throw new Error('state master key is too short');
  const keys = new Map<string, Buffer>();
  for (const kid of kids) {
    keys.set(kid, Buffer.from(hkdfSync('sha256', master, SALT, `hmac:${kid}`, 32)));
  }
  return { activeKid: kids[0], keys };
}

export const keyring = createKeyring(config.stateMasterKey, config.stateKids);
