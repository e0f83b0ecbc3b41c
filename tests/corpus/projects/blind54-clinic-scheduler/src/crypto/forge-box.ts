import forge from 'node-forge';
import { env } from '../env.js';

// Round state for rescheduling is encrypted so the patient's details never leave in clear text.
// AES-256-CBC, random IV per token; token = base64url(iv || ciphertext).

const key = forge.util.hexToBytes(env.scheduleStateKeyHex);

const toUrlSafe = (b64: string) => b64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromUrlSafe = (s: string) => s.replace(/-/g, '+').replace(/_/g, '/');

export function encryptJson(value: unknown): string {
  const iv = forge.random.getBytesSync(16);
  const cipher = forge.cipher.createCipher('AES-CBC', key);
  cipher.start({ iv });
  cipher.update(forge.util.createBuffer(JSON.stringify(value), 'utf8'));
  cipher.finish();
  return toUrlSafe(forge.util.encode64(iv + cipher.output.getBytes()));
}

export function decryptJson<T>(token: string): T | null {
  const bytes = forge.util.decode64(fromUrlSafe(token));
  if (bytes.length < 32) return null;
  const decipher = forge.cipher.createDecipher('AES-CBC', key);
  decipher.start({ iv: bytes.slice(0, 16) });
  decipher.update(forge.util.createBuffer(bytes.slice(16)));
  if (!decipher.finish()) return null; // bad padding
  try {
    return JSON.parse(forge.util.decodeUtf8(decipher.output.getBytes())) as T;
  } catch {
    return null;
  }
}
