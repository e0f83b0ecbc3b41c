// Defines the HMAC and legacy plain-JSON strategies for encoding request state.
'use strict';

const crypto = require('node:crypto');

/** Base strategy: subclasses turn a payload into a wire string and back. */
class StateStrategy {
  get prefix() {
    throw new Error('not implemented');
  }
  encode(_payload) {
    throw new Error('not implemented');
  }
  decode(_token) {
    throw new Error('not implemented');
  }
}

class HmacStrategy extends StateStrategy {
  constructor(keyring) {
    super();
    this.keyring = keyring;
  }

  get prefix() {
    return 'h1';
  }

  _mac(key, body) {
    return crypto.createHmac('sha256', key).update(body).digest();
  }

  encode(payload) {
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${this._mac(this.keyring.current, body).toString('base64url')}`;
  }

  decode(token) {
    const [body, sig] = String(token).split('.');
    if (!body || !sig) return null;
    const given = Buffer.from(sig, 'base64url');
    const keys = [this.keyring.current, this.keyring.previous].filter(Boolean);
    const ok = keys.some((key) => Buffer.compare(this._mac(key, body), given) === 0); // expect: no-timing-unsafe-compare
    if (!ok) return null;
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  }
}

/**
 * v0 state from before the 1.8 release (plain JSON). Kept for one release so
 * approvals already sitting in a client don't fail after the deploy.
 */
class LegacyJsonStrategy extends StateStrategy {
  get prefix() {
    return 'v0';
  }

  encode(payload) {
    return Buffer.from(JSON.stringify(payload)).toString('base64url');
  }

  decode(token) {
    return JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  }
}

module.exports = { StateStrategy, HmacStrategy, LegacyJsonStrategy };
