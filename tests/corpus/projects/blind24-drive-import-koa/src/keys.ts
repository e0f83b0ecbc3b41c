import { hkdfSync } from 'node:crypto';

const MIN_MASTER_BYTES = 32;

function loadMasterKey(): Buffer {
  const raw = process.env.DRIVE_IMPORT_MASTER_KEY;
  if (!raw) throw new Error('DRIVE_IMPORT_MASTER_KEY is required');
  const key = Buffer.from(raw, 'base64');
  if (key.length < MIN_MASTER_BYTES) {
    throw new Error(`DRIVE_IMPORT_MASTER_KEY must be at least ${MIN_MASTER_BYTES} random bytes, base64 encoded`);
  }
  return key;
}

const master = loadMasterKey();

/** Sub-keys per purpose, so rotating one use never weakens another. */
export function deriveKey(purpose: 'request-state' | 'webhook', bytes = 32): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', master, Buffer.from('drive-import/v1'), Buffer.from(purpose), bytes));
}
