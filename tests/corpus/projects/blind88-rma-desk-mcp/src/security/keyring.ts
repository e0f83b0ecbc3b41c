// Derives purpose-specific 256-bit keys from the master secret with HKDF-SHA256.
// @ts-nocheck
import { hkdfSync } from 'node:crypto';
import { settings } from '../settings.js';

const SALT = 'rma-desk';
const derived = new Map<string, Buffer>();

function derive(purpose: string): Buffer {
  let key = derived.get(purpose);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', settings.masterKey, SALT, `rma-desk/${purpose}`, 32));
    derived.set(purpose, key);
  }
  return key;
}

export const stateKey = () => derive('request-state/v1');
