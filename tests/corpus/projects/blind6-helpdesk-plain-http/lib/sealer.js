'use strict';
const { createCipheriv, createDecipheriv, createHash, randomBytes } = require('node:crypto');

const TTL_SECONDS = 8 * 60;
const nowSeconds = () => Math.floor(Date.now() / 1000);

function argsHash(args) {
  return createHash('sha256').update(JSON.stringify(args ?? {})).digest('base64url');
}

function aadFor(kid, tool, user) {
  return Buffer.from(`helpdesk-state|${kid}|${tool}|${user}`);
}

function createSealer(keyring) {
  function seal(data, { user, tool, args }) {
    const { kid, key } = keyring.current();
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(aadFor(kid, tool, user));
    const plaintext = JSON.stringify({ data, user, tool, args: argsHash(args), exp: nowSeconds() + TTL_SECONDS });
    const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [kid, iv, ct, cipher.getAuthTag()].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
  }

  function open(token, { user, tool, args }) {
    if (typeof token !== 'string') return null;
    const parts = token.split('.');
    if (parts.length !== 4) return null;
    const [kid, ivB64, ctB64, tagB64] = parts;
    const key = keyring.byId(kid);
    if (!key) return null;
    const iv = Buffer.from(ivB64, 'base64url');
    const tag = Buffer.from(tagB64, 'base64url');
    if (iv.length !== 12 || tag.length !== 16) return null;
    let state;
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAAD(aadFor(kid, tool, user));
      decipher.setAuthTag(tag);
      const pt = Buffer.concat([decipher.update(Buffer.from(ctB64, 'base64url')), decipher.final()]);
      state = JSON.parse(pt.toString('utf8'));
    } catch {
      return null;
    }
    if (state.user !== user || state.tool !== tool) return null;
    if (state.args !== argsHash(args)) return null;
    if (typeof state.exp !== 'number' || state.exp <= nowSeconds()) return null;
    return state.data;
  }

  return { seal, open };
}

module.exports = { createSealer, TTL_SECONDS };
