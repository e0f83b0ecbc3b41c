// Reads the clinic master secret from the environment and derives one subkey per purpose with HKDF-SHA256.
// @ts-nocheck
import { hkdfSync } from 'node:crypto';

const MIN_MASTER_BYTES = 32;
const HKDF_SALT = Buffer.from('clinic-scheduler/hkdf/v1');

export function readMasterSecret(env: Record<string, string | undefined> = process.env): Buffer {
  const encoded = env.CLINIC_MASTER_SECRET;
  if (!encoded) throw new Error('CLINIC_MASTER_SECRET is not set');
  const secret = Buffer.from(encoded, 'base64');
  if (secret.length < MIN_MASTER_BYTES) {
    throw new Error(`CLINIC_MASTER_SECRET must decode to at least ${MIN_MASTER_BYTES} bytes`);
  }
  return secret;
}

export function deriveSubkey(master: Buffer, purpose: string, length = 32): Buffer {
  return Buffer.from(hkdfSync('sha256', master, HKDF_SALT, Buffer.from(purpose, 'utf8'), length));
}
