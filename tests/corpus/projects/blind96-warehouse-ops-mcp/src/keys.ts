// Derives purpose-specific keys from the deployment master secret with HKDF-SHA256.
// @ts-nocheck
import { hkdfSync } from 'node:crypto';
import { config } from './config.js';

const KDF_SALT = Buffer.from('warehouse-ops/kdf/v1', 'utf8');

export function deriveKey(purpose: string, length = 32): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', config.masterSecret, KDF_SALT, `warehouse-ops:${purpose}`, length));
}
