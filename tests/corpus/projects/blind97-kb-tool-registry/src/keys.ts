// Derives purpose-specific keys from the master key with HKDF-SHA256.
// @ts-nocheck
import { hkdfSync } from 'node:crypto';
import { config } from './config.js';

const SALT = 'kb-mcp/hkdf/v1';

export function deriveKey(purpose: string, length = 32): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', config.masterKey, SALT, `kb-mcp:${purpose}`, length));
}

export const requestStateKey = deriveKey('request-state');
