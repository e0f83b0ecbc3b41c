'use strict';

const crypto = require('node:crypto');
const { STATE_SECRET } = require('./secret');

// State that carries credentials must not be readable by the client, so it is encrypted
// rather than just signed.
const KEY = crypto.createHash('sha256').update(`vault:${STATE_SECRET}`).digest();
const TTL_MS = 5 * 60 * 1000;

function encryptState(payload, { user, tool }) {
  const iv = crypto.randomBytes(16);
  const cipher = crypto.createCipheriv('aes-256-cbc', KEY, iv);
  const plain = JSON.stringify({ ...payload, u: user, t: tool, exp: Date.now() + TTL_MS });
  const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${iv.toString('base64url')}.${ct.toString('base64url')}`;
}

function decryptState(token, { user, tool }) {
  const [ivPart, ctPart] = String(token).split('.');
  if (!ivPart || !ctPart) throw new Error('malformed requestState');
  const decipher = crypto.createDecipheriv('aes-256-cbc', KEY, Buffer.from(ivPart, 'base64url'));
  const plain = Buffer.concat([decipher.update(Buffer.from(ctPart, 'base64url')), decipher.final()]).toString('utf8');
  const state = JSON.parse(plain);
  if (state.u !== user || state.t !== tool) throw new Error('requestState was issued for another call');
  if (state.exp <= Date.now()) throw new Error('requestState expired');
  return state;
}

module.exports = { encryptState, decryptState };
