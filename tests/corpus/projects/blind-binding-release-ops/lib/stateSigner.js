// Models a small HMAC signer (static class methods) for the release-ops requestState tokens.
'use strict';

const { createHmac, timingSafeEqual } = require('node:crypto');

const STATE_TTL_MS = 5 * 60 * 1000;

class StateSigner {
  static #key = StateSigner.#loadKey();

  static #loadKey() {
    const key = Buffer.from(process.env.RELEASE_OPS_STATE_KEY || '', 'base64');
    if (key.length < 32) throw new Error('RELEASE_OPS_STATE_KEY must decode to at least 32 bytes');
    return key;
  }

  static #mac(body) {
    return createHmac('sha256', StateSigner.#key).update(body).digest();
  }

  static seal(payload) {
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${StateSigner.#mac(body).toString('base64url')}`;
  }

  static open(token) {
    if (typeof token !== 'string') return null;
    const [body, sig] = token.split('.');
    if (!body || !sig) return null;
    const expected = StateSigner.#mac(body);
    const given = Buffer.from(sig, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    if (given.toString('base64url') !== sig) return null;
    try {
      return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
  }
}

module.exports = { StateSigner, STATE_TTL_MS };
