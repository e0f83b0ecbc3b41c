'use strict';

const crypto = require('node:crypto');
const os = require('node:os');
const pkg = require('../package.json');

// Every replica behind the load balancer shares a hostname alias, so this gives
// all of them the same key without another secret to manage.
const KEY = crypto.createHash('sha256').update(`${pkg.name}@${os.hostname()}`).digest();

function encryptState(obj) {
  const iv = crypto.randomBytes(16);
  const cipher = crypto.createCipheriv('aes-256-cbc', KEY, iv); // expect: no-weak-state-key
  const body = Buffer.concat([cipher.update(JSON.stringify(obj), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body]).toString('base64url');
}

function decryptState(token) {
  const raw = Buffer.from(token, 'base64url');
  const decipher = crypto.createDecipheriv('aes-256-cbc', KEY, raw.subarray(0, 16));
  const plain = Buffer.concat([decipher.update(raw.subarray(16)), decipher.final()]);
  return JSON.parse(plain.toString('utf8'));
}

module.exports = { encryptState, decryptState };
