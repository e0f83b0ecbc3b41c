'use strict';

// Round state for multi-step tool calls: AES-256-GCM, encrypted and authenticated.
// The binding (who, which tool, which arguments) goes into the additional data, so a
// token only decrypts for the same user, tool and arguments it was sealed for.

const { createCipheriv, createDecipheriv, createHash, randomBytes } = require('node:crypto');
const { stateEncryptionKey } = require('./keys');

const FORMAT = 'h2';
const LIFETIME_MS = 5 * 60 * 1000;
const IV_BYTES = 12;
const TAG_BYTES = 16;

function canonicalJson(value) {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .filter((k) => value[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function bindingAad({ userId, tool, args }) {
  if (typeof userId !== 'string' || !userId) throw new TypeError('state binding needs the authenticated userId');
  if (typeof tool !== 'string' || !tool) throw new TypeError('state binding needs the tool name');
  const argsDigest = createHash('sha256').update(canonicalJson(args ?? {})).digest('base64url');
  return Buffer.from(`${FORMAT}\n${userId}\n${tool}\n${argsDigest}`, 'utf8');
}

function sealForCall(payload, binding) {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', stateEncryptionKey, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(bindingAad(binding));
  const plaintext = Buffer.from(JSON.stringify({ p: payload, exp: Date.now() + LIFETIME_MS }), 'utf8');
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return [FORMAT, iv, ciphertext, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** Never throws on a bad token: `{ ok: true, state }` or `{ ok: false, reason }`. */
function openForCall(token, binding) {
  if (typeof token !== 'string' || token.length > 32_768) return { ok: false, reason: 'malformed' };
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== FORMAT) return { ok: false, reason: 'malformed' };

  const iv = Buffer.from(parts[1], 'base64url');
  const ciphertext = Buffer.from(parts[2], 'base64url');
  const tag = Buffer.from(parts[3], 'base64url');
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) return { ok: false, reason: 'malformed' };

  let plaintext;
  try {
    const decipher = createDecipheriv('aes-256-gcm', stateEncryptionKey, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(bindingAad(binding));
    decipher.setAuthTag(tag);
    plaintext = Buffer.concat([decipher.update(ciphertext), decipher.final()]);
  } catch {
    return { ok: false, reason: 'not sealed by this server for this user, tool and arguments' };
  }

  const { p, exp } = JSON.parse(plaintext.toString('utf8'));
  if (typeof exp !== 'number' || exp <= Date.now()) return { ok: false, reason: 'expired' };
  return { ok: true, state: p };
}

module.exports = { sealForCall, openForCall, canonicalJson };
