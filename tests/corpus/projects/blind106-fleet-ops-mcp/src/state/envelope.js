// Versioned requestState envelope: v2 is AES-256-GCM under a kid from the key set, v1 is read-only legacy.
const crypto = require('node:crypto');
const { config } = require('../config');
const { currentKey, keyById } = require('../keys/jwks');
const { openLegacy } = require('./legacy');

class StateError extends Error {}

function seal(claims, { uid, tool, ttlSeconds } = {}) {
  const key = currentKey();
  const now = Math.floor(Date.now() / 1000);
  const body = { ...claims, uid, tool, iat: now };
  if (ttlSeconds) body.exp = now + ttlSeconds;
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key.secret, iv, { authTagLength: 16 });
  cipher.setAAD(Buffer.from(`v2.${key.kid}`));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(body), 'utf8'), cipher.final()]);
  return ['v2', key.kid, iv.toString('base64url'), ciphertext.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

function openV2(token) {
  const parts = token.split('.');
  if (parts.length !== 5) throw new StateError('malformed state');
  const [, kid, ivB64, ctB64, tagB64] = parts;
  const key = keyById(kid);
  if (!key) throw new StateError('unknown state key');
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', key.secret, Buffer.from(ivB64, 'base64url'), { authTagLength: 16 });
    decipher.setAAD(Buffer.from(`v2.${kid}`));
    decipher.setAuthTag(Buffer.from(tagB64, 'base64url'));
    const plain = Buffer.concat([decipher.update(Buffer.from(ctB64, 'base64url')), decipher.final()]);
    return JSON.parse(plain.toString('utf8'));
  } catch {
    throw new StateError('state failed authentication');
  }
}

function open(token, { uid, tool }) {
  if (typeof token !== 'string' || token.length > 8192) throw new StateError('missing state');
  let claims;
  if (token.startsWith('v2.')) {
    claims = openV2(token);
  } else if (token.startsWith('v1.') && config.state.acceptLegacy) {
    claims = openLegacy(token);
  } else {
    throw new StateError('unsupported state version');
  }
  const now = Math.floor(Date.now() / 1000);
  if (claims.uid !== uid || claims.tool !== tool) throw new StateError('state belongs to another request');
  if (claims.exp !== undefined && claims.exp < now) throw new StateError('state expired');
  return claims;
}

module.exports = { seal, open, StateError };
