// Signs and verifies the compact `<body>.<mac>` requestState strings.
'use strict';

const crypto = require('node:crypto');

class StateSealer {
  constructor({ stateKey, config }) {
    this.key = stateKey;
    this.ttlMs = config.stateTtlSeconds * 1000;
  }

  mac(body) {
    return crypto.createHmac('sha256', this.key).update(body).digest('base64url');
  }

  seal(payload) {
    const body = Buffer.from(JSON.stringify({ ...payload, exp: Date.now() + this.ttlMs })).toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  open(raw) {
    if (typeof raw !== 'string') return null;
    const [body, sig, extra] = raw.split('.');
    if (!body || !sig || extra !== undefined) return null;
    const given = Buffer.from(sig, 'utf8');
    const computed = Buffer.from(this.mac(body), 'utf8');
    if (given.length !== computed.length || !crypto.timingSafeEqual(given, computed)) return null;
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    if (typeof payload.exp !== 'number' || payload.exp < Date.now()) return null;
    return payload;
  }
}

module.exports = { StateSealer };
