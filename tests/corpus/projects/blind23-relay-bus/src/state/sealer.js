'use strict';

const crypto = require('node:crypto');

/**
 * Seals round-trip state as `<base64url(json)>.<base64url(hmac)>`.
 * Expiry is stamped here; callers decide how strict they want to be about it.
 */
function createSealer({ key, ttlMs }) {
  if (!key) throw new Error('sealer: key is required');

  const mac = (body) => crypto.createHmac('sha256', key).update(body).digest('base64url');

  function seal(payload) {
    const body = Buffer.from(
      JSON.stringify({ ...payload, iat: Date.now(), exp: Date.now() + ttlMs }),
    ).toString('base64url');
    return `${body}.${mac(body)}`;
  }

  function unseal(token) {
    if (typeof token !== 'string') return null;
    const [body, sig] = token.split('.');
    if (!body || !sig) return null;
    if (sig !== mac(body)) return null; // expect: no-timing-unsafe-compare
    try {
      return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
  }

  return { seal, unseal };
}

module.exports = { createSealer };
