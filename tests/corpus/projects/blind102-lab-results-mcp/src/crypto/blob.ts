// Symmetric encryption helpers for small opaque blobs (iv.ciphertext, base64url).
// @ts-nocheck
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-cbc';

export function encryptBlob(key: Buffer, plaintext: Buffer): string {
  const iv = randomBytes(16);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return `${iv.toString('base64url')}.${body.toString('base64url')}`;
}

export function decryptBlob(key: Buffer, ivPart: string, bodyPart: string): Buffer {
  const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(ivPart, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(bodyPart, 'base64url')), decipher.final()]);
}
