// Derives purpose-separated keys from the master key (HKDF-SHA256) and wraps stored secrets with AES-256-GCM.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { config } from '../config.js';

const SALT = Buffer.from('warehouse-mcp/hkdf/v1', 'utf8');

function derive(purpose, length = 32) {
  return Buffer.from(hkdfSync('sha256', config.masterKey, SALT, Buffer.from(purpose, 'utf8'), length));
}

export const stateMacKey = derive('mcp/request-state/hmac-sha256');
const secretWrapKey = derive('webhooks/subscriber-secret/aes-256-gcm');

export function wrapSecret(plain, aad) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secretWrapKey, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

export function unwrapSecret(wrapped, aad) {
  const buf = Buffer.from(wrapped, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', secretWrapKey, buf.subarray(0, 12));
  decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(buf.subarray(12, 28));
  return Buffer.concat([decipher.update(buf.subarray(28)), decipher.final()]).toString('utf8');
}
