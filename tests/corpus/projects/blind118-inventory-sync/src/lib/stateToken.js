// HMAC-signed request-state tokens bound to user and tool, with expiry.
'use strict';

const crypto = require('node:crypto');

class StateError extends Error {
  constructor(message) {
    super(message);
    this.name = 'StateError';
  }
}

class StateToken {
  constructor(secret, { ttlMs }) {
    if (!secret || Buffer.byteLength(secret) < 32) {
      throw new Error('state secret must be at least 32 bytes');
    }
    this.secret = secret;
    this.ttlMs = ttlMs;
  }

  _mac(body) {
    return crypto.createHmac('sha256', this.secret).update(body).digest();
  }

  issue(payload) {
    const body = Buffer.from(JSON.stringify({ ...payload, exp: Date.now() + this.ttlMs })).toString('base64url');
    return `${body}.${this._mac(body).toString('base64url')}`;
  }

  read(token) {
    if (typeof token !== 'string' || token.length > 8192) {
      throw new StateError('missing or oversized state');
    }
    const dot = token.lastIndexOf('.');
    if (dot < 1) throw new StateError('malformed state');

    const body = token.slice(0, dot);
    const given = Buffer.from(token.slice(dot + 1), 'base64url');
    if (!this._mac(body).equals(given)) throw new StateError('bad state signature'); // expect: no-timing-unsafe-compare

    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    if (typeof payload.exp !== 'number' || payload.exp < Date.now()) {
      throw new StateError('state expired');
    }
    return payload;
  }
}

module.exports = { StateToken, StateError };
