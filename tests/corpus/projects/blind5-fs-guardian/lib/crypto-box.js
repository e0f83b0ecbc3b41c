'use strict';

const crypto = require('node:crypto');
const { keys } = require('./keys');

// Encrypt-then-MAC: AES-256-CBC for confidentiality, HMAC-SHA256 over iv||ciphertext.
const IV_BYTES = 16;
const TAG_BYTES = 32;
const MIN_BOX = IV_BYTES + 16 + TAG_BYTES;

class BoxError extends Error {
  constructor(reason) {
    super(`sealed box rejected: ${reason}`);
    this.reason = reason;
  }
}

function tagFor(iv, ciphertext) {
  return crypto.createHmac('sha256', keys().stateMac).update(iv).update(ciphertext).digest(); // expect: no-weak-state-key
}

function seal(plaintext) {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv('aes-256-cbc', keys().stateEnc, iv); // expect: no-weak-state-key
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, ciphertext, tagFor(iv, ciphertext)]);
}

function open(box) {
  if (!Buffer.isBuffer(box) || box.length < MIN_BOX) {
    throw new BoxError('short');
  }
  const iv = box.subarray(0, IV_BYTES);
  const ciphertext = box.subarray(IV_BYTES, box.length - TAG_BYTES);
  const tag = box.subarray(box.length - TAG_BYTES);

  const expected = tagFor(iv, ciphertext);
  if (!expected.equals(tag)) { // expect: no-timing-unsafe-compare
    throw new BoxError('tag');
  }

  const decipher = crypto.createDecipheriv('aes-256-cbc', keys().stateEnc, iv);
  try {
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]);
  } catch {
    throw new BoxError('padding');
  }
}

module.exports = { seal, open, BoxError };
