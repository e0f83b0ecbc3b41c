// Seals and unseals request state with AES-256-GCM and associated data.
// @ts-nocheck
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { stateKeys } from './keys';

export const STATE_TTL_MS = 8 * 60 * 1000;

const b64u = (b: Buffer) => b.toString('base64url');
const unb64u = (s: string) => Buffer.from(s, 'base64url');

/** AES-256-GCM; the aad ties the ciphertext to a tool and a user. */
export function seal(version: 'v1' | 'v2', plaintext: object, aad: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', stateKeys[version], iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const ct = Buffer.concat([cipher.update(JSON.stringify(plaintext), 'utf8'), cipher.final()]);
  return ['mb' + version.slice(1), b64u(iv), b64u(ct), b64u(cipher.getAuthTag())].join('.');
}

/** Throws unless the token decrypts and authenticates under the given aad. */
export function unseal(version: 'v1' | 'v2', token: string, aad: string): unknown {
  const parts = token.split('.');
  if (parts.length !== 4) throw new Error('malformed state');
  const [, iv, ct, tag] = parts.map((p, i) => (i === 0 ? Buffer.alloc(0) : unb64u(p)));
  if (iv.length !== 12 || tag.length !== 16) throw new Error('malformed state');
  const decipher = createDecipheriv('aes-256-gcm', stateKeys[version], iv);
  decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(tag);
  const pt = Buffer.concat([decipher.update(ct), decipher.final()]);
  return JSON.parse(pt.toString('utf8'));
}
