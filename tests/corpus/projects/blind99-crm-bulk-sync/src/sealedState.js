// AEAD-sealed request state: MessagePack plus raw deflate, encrypted with AES-256-GCM and bound to caller, tool, arguments and expiry.
const { createCipheriv, createDecipheriv, randomBytes } = require('node:crypto');
const { deflateRawSync, inflateRawSync } = require('node:zlib');
const { pack, unpack } = require('msgpackr');
const { stateKey } = require('./keyring');

const VERSION = 'v1';
const TTL_MS = 5 * 60 * 1000;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const MAX_SEALED_CHARS = 64 * 1024;
const AAD = Buffer.from('crm-bulk-sync/request-state/v1');

class StateRejected extends Error {}

function seal(payload, binding, now = Date.now()) {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', stateKey, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(AAD);
  const envelope = { p: payload, u: binding.userId, t: binding.tool, a: binding.argsDigest, exp: now + TTL_MS };
  const body = Buffer.concat([cipher.update(deflateRawSync(pack(envelope))), cipher.final()]);
  return [VERSION, iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

function open(sealed, binding, now = Date.now()) {
  if (typeof sealed !== 'string' || sealed.length > MAX_SEALED_CHARS) throw new StateRejected('malformed state');
  const parts = sealed.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION) throw new StateRejected('malformed state');
  const iv = Buffer.from(parts[1], 'base64url');
  const tag = Buffer.from(parts[3], 'base64url');
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new StateRejected('malformed state');

  const decipher = createDecipheriv('aes-256-gcm', stateKey, iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(AAD);
  decipher.setAuthTag(tag);
  let plain;
  try {
    plain = Buffer.concat([decipher.update(Buffer.from(parts[2], 'base64url')), decipher.final()]);
  } catch {
    throw new StateRejected('state failed authentication');
  }

  const envelope = unpack(inflateRawSync(plain, { maxOutputLength: 1 << 20 }));
  if (envelope.u !== binding.userId || envelope.t !== binding.tool || envelope.a !== binding.argsDigest) {
    throw new StateRejected('state was issued for a different request');
  }
  if (typeof envelope.exp !== 'number' || envelope.exp <= now || envelope.exp > now + TTL_MS) {
    throw new StateRejected('state has expired');
  }
  return envelope.p;
}

module.exports = { seal, open, StateRejected, TTL_MS };
