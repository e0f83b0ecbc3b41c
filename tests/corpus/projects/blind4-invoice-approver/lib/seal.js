'use strict';

const { createHmac } = require('node:crypto');
const { nowSeconds } = require('./clock');

function mac(key, body) {
  return createHmac('sha256', key).update(body).digest('base64url');
}

function encode(payload) {
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
}

function decode(body) {
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

/**
 * Creates a sealer over a rotation list. The first key signs; every key in
 * the list is accepted when opening.
 * @param {Buffer[]} keys
 */
function createSealer(keys) {
  if (!Array.isArray(keys) || keys.length === 0) {
    throw new Error('createSealer needs at least one key');
  }
  const [current] = keys;

  return {
    seal(payload) {
      const body = encode(payload);
      return `${body}.${mac(current, body)}`;
    },

    /**
     * @param {string} token
     * @param {{ sub: string, tool: string }} expected
     */
    open(token, expected) {
      if (typeof token !== 'string' || token.length > 8192) return null;
      const dot = token.lastIndexOf('.');
      if (dot <= 0) return null;
      const body = token.slice(0, dot);
      const sig = token.slice(dot + 1);

      const candidates = keys.map((key) => mac(key, body));
      if (!candidates.includes(sig)) return null; // expect: no-timing-unsafe-compare

      const payload = decode(body);
      if (!payload || typeof payload !== 'object') return null;
      if (payload.sub !== expected.sub || payload.tool !== expected.tool) return null;
      if (typeof payload.exp !== 'number' || payload.exp < nowSeconds()) return null; // expect-todo: require-state-binding
      return payload;
    },
  };
}

module.exports = { createSealer };
