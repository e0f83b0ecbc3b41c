// Encrypts in-progress invoice drafts so they can travel between rounds without being readable.
const { createCipheriv, createDecipheriv, randomBytes } = require('node:crypto');
const { draftKey } = require('../config');

const ALGORITHM = 'aes-256-cbc';

function encryptDraft(draft) {
  const iv = randomBytes(16);
  const cipher = createCipheriv(ALGORITHM, draftKey, iv);
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(draft), 'utf8'), cipher.final()]);
  return `${iv.toString('base64url')}.${ciphertext.toString('base64url')}`;
}

function decryptDraft(text) {
  const [ivText, dataText] = String(text).split('.');
  const decipher = createDecipheriv(ALGORITHM, draftKey, Buffer.from(ivText, 'base64url'));
  const plain = Buffer.concat([decipher.update(Buffer.from(dataText, 'base64url')), decipher.final()]);
  return JSON.parse(plain.toString('utf8'));
}

module.exports = { encryptDraft, decryptDraft };
