import { env } from '../env.js';

const te = new TextEncoder();

// HKDF (RFC 5869): the salt and info are public labels by design; the secret is the master key.
const SALT = te.encode('repo-steward/v1');

const hkdfHmacKey = async (master: Uint8Array, purpose: string): Promise<CryptoKey> => {
  const ikm = await crypto.subtle.importKey('raw', master, 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: SALT, info: te.encode(purpose) },
    ikm,
    { name: 'HMAC', hash: 'SHA-256', length: 256 },
    false,
    ['sign', 'verify'],
  );
};

export const stateMacKey: CryptoKey = await hkdfHmacKey(env.masterKey, 'mcp/request-state/hmac');
