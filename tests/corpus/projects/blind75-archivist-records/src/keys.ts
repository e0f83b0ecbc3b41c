// Decodes the master secret and derives a separate key for each purpose with HKDF.
// @ts-nocheck
import { hkdfSync } from 'node:crypto';

const MIN_MASTER_BYTES = 32;

export function decodeMasterKey(encoded: string): Buffer {
  const key = Buffer.from(encoded, 'base64');
  if (key.length < MIN_MASTER_BYTES) {
    throw new Error(`ARCHIVIST_MASTER_KEY must decode to at least ${MIN_MASTER_BYTES} bytes`);
  }
  return key;
}

export interface DeriveOptions {
  length?: number;
  salt?: string;
}

export function deriveKey(master: Buffer, purpose: string, { length = 32, salt = 'archivist-records' }: DeriveOptions = {}) {
  return new Uint8Array(hkdfSync('sha256', master, salt, `archivist/${purpose}/v1`, length));
}
