'use strict';

const crypto = require('node:crypto');
const config = require('../config');
const { safeEqual } = require('../util/compare');

const DEFAULTS = Object.freeze({
  key: config.state.key,
  ttlSeconds: config.state.ttlSeconds,
});

function mac(key, body) {
  return crypto.createHmac('sha256', key).update(body).digest('base64url');
}

const stateService = {
  /** Returns "<body>.<mac>"; the body is base64url JSON with an `exp` added. */
  seal(payload, options) {
    const o = Object.assign({}, DEFAULTS, options);
    const envelope = { ...payload, exp: Date.now() + o.ttlSeconds * 1000 };
    const body = Buffer.from(JSON.stringify(envelope), 'utf8').toString('base64url');
    return `${body}.${mac(o.key, body)}`;
  },

  /** Returns the envelope when the MAC matches, otherwise null. Expiry is up to the caller. */
  open(token, options) {
    const o = Object.assign({}, DEFAULTS, options);
    if (typeof token !== 'string') return null;
    const dot = token.lastIndexOf('.');
    if (dot < 1) return null;
    const body = token.slice(0, dot);
    const sig = token.slice(dot + 1);
    if (!safeEqual(sig, mac(o.key, body))) return null;
    try {
      return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
  },
};

module.exports = { stateService };
