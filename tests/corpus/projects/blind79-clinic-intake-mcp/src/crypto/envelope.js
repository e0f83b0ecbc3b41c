// Authenticated encryption for intake drafts (AES-256-GCM), plus the CBC decryptor for drafts from older releases.
'use strict';

const crypto = require('node:crypto');

class DraftError extends Error {}

function deriveDraftKeys(secret) {
  if (!secret || Buffer.byteLength(secret, 'utf8') < 32) {
    throw new Error('INTAKE_STATE_SECRET must be at least 32 bytes');
  }
  return {
    current: Buffer.from(crypto.hkdfSync('sha256', secret, 'clinic-intake', 'intake-draft/gcm', 32)),
    legacy: crypto.createHash('sha256').update(secret, 'utf8').digest(),
  };
}

function sealGcm(key, value) {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

function openGcm(key, encoded) {
  const buf = Buffer.from(encoded, 'base64url');
  if (buf.length < 12 + 16 + 2) throw new DraftError('draft too short');
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, buf.subarray(0, 12));
  decipher.setAuthTag(buf.subarray(12, 28));
  let plain;
  try {
    plain = Buffer.concat([decipher.update(buf.subarray(28)), decipher.final()]);
  } catch {
    throw new DraftError('draft failed authentication');
  }
  return JSON.parse(plain.toString('utf8'));
}

function decryptCbc(key, buf) {
  if (buf.length < 32 || buf.length % 16 !== 0) throw new DraftError('malformed legacy draft');
  const decipher = crypto.createDecipheriv('aes-256-cbc', key, buf.subarray(0, 16));
  return Buffer.concat([decipher.update(buf.subarray(16)), decipher.final()]).toString('utf8');
}

module.exports = { DraftError, deriveDraftKeys, sealGcm, openGcm, decryptCbc };
