// Derives purpose-specific subkeys from the master key with HKDF-SHA256.
// @ts-nocheck
import { hkdfSync } from 'node:crypto';
import { env } from './env.js';

const SALT = 'herbarium-loans/kdf/2024';

function derive(purpose: string, length = 32): Buffer {
  return Buffer.from(hkdfSync('sha256', env.stateMasterKey, SALT, purpose, length));
}

export const stateMacKey = derive('mcp-request-state/v1');
