// Encrypts amendment drafts that travel in requestState between the two rounds of amend_application.
'use strict';
const { createCipheriv, createDecipheriv, randomBytes } = require('node:crypto');

const makeDraftBox = (key) => ({
  seal: (draft) => {
    const iv = randomBytes(16);
    const cipher = createCipheriv('aes-256-cbc', key, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(draft), 'utf8'), cipher.final()]);
    return `${iv.toString('base64url')}.${body.toString('base64url')}`;
  },
  open: (token) => {
    const [iv, body] = String(token).split('.');
    const decipher = createDecipheriv('aes-256-cbc', key, Buffer.from(iv, 'base64url'));
    const plain = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
    return JSON.parse(plain.toString('utf8'));
  },
});

module.exports = { makeDraftBox };
