// Derives purpose-specific state keys from the deployment's master secret with HKDF-SHA-256.
// @ts-nocheck
import { fromB64url } from './util/bytes';

const encoder = new TextEncoder();
const HKDF_SALT = encoder.encode('clinicbook/mcp/request-state/v1');
const MIN_MASTER_BYTES = 32;

export interface StateKeys {
  codecKey: Uint8Array;
  boxKey: CryptoKey;
}

export async function deriveStateKeys(masterB64url: string): Promise<StateKeys> {
  const master = fromB64url(masterB64url);
  if (!master || master.byteLength < MIN_MASTER_BYTES) {
    throw new Error(`CLINICBOOK_MASTER_KEY must be base64url of at least ${MIN_MASTER_BYTES} random bytes`);
  }
  const base = await crypto.subtle.importKey('raw', master, 'HKDF', false, ['deriveBits', 'deriveKey']);
  const codecBits = await crypto.subtle.deriveBits(
    { name: 'HKDF', hash: 'SHA-256', salt: HKDF_SALT, info: encoder.encode('codec/hmac-sha256') },
    base,
    256,
  );
  const boxKey = await crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: HKDF_SALT, info: encoder.encode('box/aes-256-gcm') },
    base,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
  return { codecKey: new Uint8Array(codecBits), boxKey };
}
