// Derives purpose-specific keys from the deployment master key with HKDF.
// @ts-nocheck
import { hkdfSync } from 'node:crypto';
import { config } from './config.js';

export const STATE_KEY_ID = 'rs-2026-1';

const SALT = Buffer.from('customs-broker-mcp/hkdf-salt/v1');

function derive(info) {
  return new Uint8Array(hkdfSync('sha256', config.masterKey, SALT, info, 32));
}

export const stateKey = derive(`request-state:${STATE_KEY_ID}`);
