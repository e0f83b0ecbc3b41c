'use strict';

const crypto = require('node:crypto');
const safeEqual = require('./safe-equal');

/**
 * Tiny codec for the requestState we hand to the client between rounds.
 * Format: base64url(json) "." hex(hmac-sha256)
 */
function createStateCodec({ secret, ttlMs }) {
  const sign = (body) => crypto.createHmac('sha256', secret).update(body).digest('hex');
  const decodeBody = (body) => JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));

  return {
    seal(payload) {
      const body = Buffer.from(JSON.stringify({ ...payload, exp: Date.now() + ttlMs })).toString('base64url');
      return `${body}.${sign(body)}`;
    },

    open(token) {
      if (typeof token !== 'string' || token.length === 0) return null;
      const dot = token.lastIndexOf('.');
      if (dot === -1) {
        // pgops < 0.4 sent unsigned state; keep accepting it until clients have rolled over.
        return decodeBody(token); // expect: require-sealed-state
      }
      const body = token.slice(0, dot);
      if (!safeEqual(token.slice(dot + 1), sign(body))) return null;
      return decodeBody(body); // expect-todo: require-state-binding
    },
  };
}

module.exports = { createStateCodec };
