import { hkdfSync } from 'node:crypto';
import type { MasterKey } from '../config';

export interface Keyring {
  /** the key new tokens are sealed with */
  current: { id: string; key: Buffer };
  /** any configured key by id, for opening tokens sealed before a rotation */
  byId(id: string): Buffer | undefined;
}

// HKDF "info": separates this key from anything else ever derived from the same master.
const PURPOSE = 'billing-approvals/approval-state/aes-256-gcm/v2';
const NO_SALT = Buffer.alloc(0);

const derive = (master: Buffer) => Buffer.from(hkdfSync('sha256', master, NO_SALT, PURPOSE, 32));

export function buildKeyring(masters: MasterKey[]): Keyring {
  const [first, ...rest] = masters;
  if (!first) throw new Error('no approval master key configured');
  const keys = [first, ...rest].map(({ id, secret }) => ({ id, key: derive(secret) }));
  return {
    current: keys[0]!,
    byId: (id) => keys.find((entry) => entry.id === id)?.key,
  };
}
