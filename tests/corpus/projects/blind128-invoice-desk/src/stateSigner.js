// StateSigner class that seals, opens and peeks at HMAC-signed state tokens.
'use strict';

const crypto = require('node:crypto');

class StateSigner {
  /**
   * @param {Buffer} key
   * @param {{ ttlMs?: number, now?: () => number }} [opts]
   */
  constructor(key, opts = {}) {
    this.key = key;
    this.ttlMs = opts.ttlMs ?? 5 * 60 * 1000;
    this.now = opts.now ?? Date.now;
  }

  _mac(body) {
    return crypto.createHmac('sha256', this.key).update(body).digest('base64url');
  }

  seal(payload) {
    const body = Buffer.from(JSON.stringify({ ...payload, exp: this.now() + this.ttlMs })).toString('base64url');
    return `${body}.${this._mac(body)}`;
  }

  /** Returns the payload, or null when the state is forged or stale. */
  open(token) {
    if (typeof token !== 'string') return null;
    const dot = token.indexOf('.');
    if (dot < 1) return null;
    const body = token.slice(0, dot);
    const mac = token.slice(dot + 1);
    if (mac !== this._mac(body)) return null; // expect: no-timing-unsafe-compare
    let payload;
    try {
      payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    if (typeof payload.exp !== 'number' || payload.exp < this.now()) return null;
    return payload;
  }

  /** Cheap look at a state without checking it; used for logging/routing. */
  static peek(token) {
    const body = String(token).split('.')[0];
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  }
}

module.exports = StateSigner;
