'use strict';

const crypto = require('node:crypto');

const b64u = {
  encode: (input) => Buffer.from(input).toString('base64url'),
  decode: (input) => Buffer.from(input, 'base64url').toString('utf8'),
};

/**
 * Tiny sealed-state helper: base64url(JSON) + "." + HMAC-SHA256.
 * `now` is injectable so tests can move the clock.
 */
function createStateStore({ key, ttlMs = 5 * 60_000, now = Date.now }) {
  if (!key) throw new Error('createStateStore: key is required');

  const mac = (body) => crypto.createHmac('sha256', key).update(body).digest('base64url');

  function seal(payload) {
    const body = b64u.encode(JSON.stringify({ ...payload, expiresAt: now() + ttlMs }));
    return `${body}.${mac(body)}`;
  }

  function open(token) {
    if (typeof token !== 'string') return null;
    const [body, sig] = token.split('.');
    if (!body || !sig) return null;
    if (sig !== mac(body)) return null; // expect: no-timing-unsafe-compare
    try {
      return JSON.parse(b64u.decode(body));
    } catch {
      return null;
    }
  }

  return { seal, open };
}

/** Which tool a state belongs to, without the crypto (used for routing and logs). */
function peekTool(token) {
  const [body] = String(token).split('.');
  try {
    return JSON.parse(b64u.decode(body)).tool;
  } catch {
    return undefined;
  }
}

module.exports = { createStateStore, peekTool, b64u };
