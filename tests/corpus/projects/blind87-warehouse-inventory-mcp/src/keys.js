// Derives purpose-specific keys from the inventory master key with HKDF-SHA256.
import { hkdfSync } from 'node:crypto';

const SALT = 'harbor-inventory-mcp';

export function deriveKey(masterKey, purpose, length = 32) {
  if (!Buffer.isBuffer(masterKey) || masterKey.length < 32) {
    throw new Error('master key must be at least 32 bytes');
  }
  return new Uint8Array(hkdfSync('sha256', masterKey, SALT, purpose, length));
}

export const requestStateKey = (config) => deriveKey(config.stateMasterKey, 'mcp-request-state/v1');
