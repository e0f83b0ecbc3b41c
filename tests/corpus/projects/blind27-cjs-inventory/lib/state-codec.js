'use strict';

const crypto = require('node:crypto');

const b64 = (buf) => Buffer.from(buf).toString('base64url');

/**
 * body.mac tokens for request state. `now` is injectable for tests.
 */
module.exports = function createStateCodec({ secret, ttlMs, now = Date.now }) {
  if (!secret) throw new Error('state codec: secret is required');

  function mac(body) {
    return crypto.createHmac('sha256', secret).update(body).digest();
  }

  function seal(payload) {
    const body = b64(JSON.stringify({ ...payload, iat: now(), exp: now() + ttlMs }));
    return `${body}.${b64(mac(body))}`;
  }

  function open(token) {
    if (typeof token !== 'string') return null;
    const dot = token.indexOf('.');
    if (dot < 1) return null;
    const body = token.slice(0, dot);
    const given = Buffer.from(token.slice(dot + 1), 'base64url');
    const expected = mac(body);
    if (given.length !== expected.length || Buffer.compare(given, expected) !== 0) return null; // expect: no-timing-unsafe-compare
    try {
      return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch (_) {
      return null;
    }
  }

  return { seal, open };
};
