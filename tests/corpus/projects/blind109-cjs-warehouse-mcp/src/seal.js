// Encrypts and decrypts request state with AES-GCM, binding it to a user, a tool and an expiry time.
'use strict';

const { webcrypto } = require('node:crypto');
const { keyring, subtle } = require('./keyring');

const FORMAT = 'w1';
const TTL_MS = 10 * 60 * 1000;

const b64u = (buf) => Buffer.from(buf).toString('base64url');
const unb64u = (s) => Buffer.from(s, 'base64url');

/**
 * requestState is encrypted and authenticated (AES-256-GCM). The header (format + kid) is
 * authenticated as additional data. Principal, tool and expiry live inside the ciphertext.
 */
async function seal(payload, { userId, tool }) {
  const { currentKid, keys } = await keyring();
  const header = `${FORMAT}.${currentKid}`;
  const iv = webcrypto.getRandomValues(new Uint8Array(12));
  const body = Buffer.from(JSON.stringify({ p: payload, sub: userId, tool, exp: Date.now() + TTL_MS }));
  const ct = await subtle.encrypt({ name: 'AES-GCM', iv, additionalData: Buffer.from(header) }, keys.get(currentKid), body);
  return `${header}.${b64u(iv)}.${b64u(ct)}`;
}

async function unseal(token, { userId, tool }) {
  if (typeof token !== 'string' || token.length > 8192) return null;
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== FORMAT) return null;
  const [, kid, ivPart, ctPart] = parts;
  const { keys } = await keyring();
  const key = keys.get(kid);
  const iv = unb64u(ivPart);
  if (!key || iv.length !== 12) return null;

  let plain;
  try {
    plain = await subtle.decrypt(
      { name: 'AES-GCM', iv, additionalData: Buffer.from(`${FORMAT}.${kid}`) },
      key,
      unb64u(ctPart),
    );
  } catch {
    return null; // tag mismatch: tampered, truncated or wrong key
  }

  const state = JSON.parse(Buffer.from(plain).toString('utf8'));
  if (state.sub !== userId || state.tool !== tool) return null;
  if (typeof state.exp !== 'number' || state.exp <= Date.now()) return null;
  return state.p;
}

module.exports = { seal, unseal };
