import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';
import { config } from '../config.js';

// The state travels through the client, so we keep it opaque: nobody on the
// other side should be able to see SKUs or quantities in it.
const ALGORITHM = 'aes-256-cbc';
const IV_BYTES = 16;

const key = scryptSync(config.stateSecret, 'stockroom/request-state', 32);

export function encrypt(plain) {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv); // expect: no-weak-state-key
  return Buffer.concat([iv, cipher.update(plain), cipher.final()]);
}

export function decrypt(sealed) {
  if (sealed.length < IV_BYTES * 2) throw new Error('state too short');
  const iv = sealed.subarray(0, IV_BYTES);
  const decipher = createDecipheriv(ALGORITHM, key, iv);
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES)), decipher.final()]);
}
