// Derives purpose-specific subkeys from the master key with HKDF-SHA256.
// @ts-nocheck
import { hkdfSync } from 'node:crypto';
import { env } from '../env.js';

const SALT = Buffer.from('refillwise/hkdf-salt/v1', 'utf8');

function derive(label: string, length = 32): Buffer {
  return Buffer.from(hkdfSync('sha256', env.masterKey, SALT, Buffer.from(label, 'utf8'), length));
}

export const keys = Object.freeze({
  requestState: derive('request-state aes-256-gcm'),
  auditChain: derive('audit-chain hmac-sha256'),
});
