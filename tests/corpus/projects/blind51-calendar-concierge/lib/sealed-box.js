'use strict';

const { createCipheriv, createDecipheriv, randomBytes } = require('node:crypto');
const { loadStateKey } = require('./state-key');

const ALG = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

let cachedKey;
const key = () => (cachedKey ??= loadStateKey());

/** Encrypts and authenticates a JSON value. Output: base64url(iv | tag | ciphertext). */
function seal(value) {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALG, key(), iv);
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url');
}

/** Returns the JSON value, or null when the box was not made with our key or was altered. */
function unseal(token) {
  if (typeof token !== 'string' || token.length > 8192) return null;
  const raw = Buffer.from(token, 'base64url');
  if (raw.length <= IV_BYTES + TAG_BYTES || raw.toString('base64url') !== token) return null;
  try {
    const decipher = createDecipheriv(ALG, key(), raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const plain = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    return JSON.parse(plain.toString('utf8'));
  } catch {
    return null;
  }
}

module.exports = { seal, unseal };
