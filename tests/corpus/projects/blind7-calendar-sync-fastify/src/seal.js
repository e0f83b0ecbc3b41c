import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { stateKeys } from './keys.js';

const VERSION = 0x01;
const IV_LEN = 16;
const TAG_LEN = 32;

function authTag(iv, ciphertext) {
  return createHmac('sha256', stateKeys.mac).update(Buffer.of(VERSION)).update(iv).update(ciphertext).digest(); // expect: no-weak-state-key
}

export function seal(payload) {
  const iv = randomBytes(IV_LEN);
  const cipher = createCipheriv('aes-256-cbc', stateKeys.enc, iv);
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  return Buffer.concat([Buffer.of(VERSION), iv, ciphertext, authTag(iv, ciphertext)]).toString('base64url');
}

export function unseal(token) {
  if (typeof token !== 'string' || token.length > 8192) return null;
  const buf = Buffer.from(token, 'base64url');
  if (buf.length < 1 + IV_LEN + 16 + TAG_LEN || buf[0] !== VERSION) return null;
  const iv = buf.subarray(1, 1 + IV_LEN);
  const ciphertext = buf.subarray(1 + IV_LEN, buf.length - TAG_LEN);
  const tag = buf.subarray(buf.length - TAG_LEN);
  if (!authTag(iv, ciphertext).equals(tag)) return null; // expect: no-timing-unsafe-compare
  try {
    const decipher = createDecipheriv('aes-256-cbc', stateKeys.enc, iv);
    const plain = Buffer.concat([decipher.update(ciphertext), decipher.final()]);
    return JSON.parse(plain.toString('utf8'));
  } catch {
    return null;
  }
}
