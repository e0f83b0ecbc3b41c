import naclUtil from 'tweetnacl-util';
import { hkdf } from '@noble/hashes/hkdf';
import { sha256 } from '@noble/hashes/sha256';

// One master secret from the environment, split with HKDF into per-purpose keys.
// The info strings are labels (domain separation), not secrets.

const MIN_MASTER_BYTES = 32;

function masterKey() {
  const encoded = process.env.NOTES_MASTER_KEY;
  if (!encoded) throw new Error('NOTES_MASTER_KEY is not set (npm run keygen)');
  const bytes = naclUtil.decodeBase64(encoded);
  if (bytes.length < MIN_MASTER_BYTES) throw new Error(`NOTES_MASTER_KEY must be at least ${MIN_MASTER_BYTES} bytes`);
  return bytes;
}

const master = masterKey();

/** 32-byte XSalsa20-Poly1305 key for request state. */
export const stateBoxKey = hkdf(sha256, master, undefined, 'notes-sync/request-state/v1', 32);

/** Inkwell signs webhooks with the secret we registered in their console. */
export function webhookSecret() {
  const secret = process.env.INKWELL_WEBHOOK_SECRET;
  if (!secret || naclUtil.decodeBase64(secret).length < 32) {
    throw new Error('INKWELL_WEBHOOK_SECRET must be 32 random bytes, base64');
  }
  return naclUtil.decodeBase64(secret);
}
