// AES-256-GCM sealing of round-trip state: encrypted and authenticated, bound to caller and tool through the associated data.
'use strict';

const { createCipheriv, createDecipheriv, randomBytes } = require('node:crypto');

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const MAX_TTL_MS = 10 * 60 * 1000;
const TOKEN_SHAPE = /^v1\.([0-9a-f]{24})\.((?:[0-9a-f]{2}){1,8192})\.([0-9a-f]{32})$/;

function associatedData(binding) {
  return Buffer.from(JSON.stringify(['release-control/state', VERSION, binding.sub, binding.tool]), 'utf8');
}

function createAeadSealer(key, { ttlMs = 5 * 60 * 1000, now = () => Date.now() } = {}) {
  if (!Buffer.isBuffer(key) || key.length !== 32) throw new TypeError('state key must be a 32-byte Buffer');
  if (!(ttlMs > 0 && ttlMs <= MAX_TTL_MS)) throw new RangeError('state lifetime must be between 0 and 10 minutes');

  function seal(payload, binding) {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(associatedData(binding));
    const plain = Buffer.from(JSON.stringify({ sub: binding.sub, tool: binding.tool, exp: now() + ttlMs, payload }), 'utf8');
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return [VERSION, iv.toString('hex'), body.toString('hex'), cipher.getAuthTag().toString('hex')].join('.');
  }

  function open(token, binding) {
    if (typeof token !== 'string') return null;
    const match = TOKEN_SHAPE.exec(token);
    if (!match) return null;
    let plain;
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(match[1], 'hex'), { authTagLength: TAG_BYTES });
      decipher.setAAD(associatedData(binding));
      decipher.setAuthTag(Buffer.from(match[3], 'hex'));
      plain = Buffer.concat([decipher.update(Buffer.from(match[2], 'hex')), decipher.final()]);
    } catch {
      return null;
    }
    const sealed = JSON.parse(plain.toString('utf8'));
    if (sealed.sub !== binding.sub || sealed.tool !== binding.tool) return null;
    if (typeof sealed.exp !== 'number' || sealed.exp <= now()) return null;
    return sealed.payload;
  }

  return { seal, open };
}

module.exports = { createAeadSealer };
