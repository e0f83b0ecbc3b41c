// Derives purpose-specific keys from the master key with HKDF-SHA256.
// @ts-nocheck
import { hkdfSync } from 'node:crypto';
import { env } from './env.js';

const KDF_SALT = Buffer.from('release-train/kdf/2024-06', 'utf8');

function derive(purpose: string, length = 32): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', env.RELEASE_TRAIN_MASTER_KEY, KDF_SALT, `release-train/${purpose}`, length));
}

export const requestStateKey = derive('request-state/v1');
