// Creates a signer that seals and opens HMAC-signed JSON claims with an expiry.
'use strict';

const crypto = require('node:crypto');

// long enough that an on-call engineer can go find the change ticket
const DEFAULT_TTL_MS = 30 * 60 * 1000; // expect-todo: require-state-binding

/**
 * Tiny HMAC envelope: base64url(JSON claims) + "." + hex(HMAC-SHA256).
 */
function createSigner({ key, ttlMs = DEFAULT_TTL_MS }) {
  const mac = (body) => crypto.createHmac('sha256', key).update(body).digest('hex');

  function seal(claims) {
    const body = Buffer.from(JSON.stringify({ ...claims, exp: Date.now() + ttlMs })).toString('base64url');
    return `${body}.${mac(body)}`;
  }

  function open(token) {
    if (typeof token !== 'string') return null;
    const dot = token.lastIndexOf('.');
    if (dot < 1) return null;
    const body = token.slice(0, dot);
    const sig = token.slice(dot + 1);
    if (sig !== mac(body)) return null; // expect: no-timing-unsafe-compare
    let claims;
    try {
      claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    if (typeof claims.exp !== 'number' || claims.exp < Date.now()) return null;
    return claims;
  }

  return { seal, open };
}

module.exports = { createSigner };
