// HMAC-SHA256 sealing of the JSON progress that is handed to MCP clients between rounds.
'use strict';

const crypto = require('node:crypto');

class StateSealer {
  #key;

  constructor(key) {
    if (!Buffer.isBuffer(key) || key.length < 32) throw new Error('state key must be at least 32 bytes');
    this.#key = key;
  }

  #mac(body) {
    return crypto.createHmac('sha256', this.#key).update(body).digest();
  }

  seal(payload) {
    const body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
    return `${body}.${this.#mac(body).toString('base64url')}`;
  }

  open(token) {
    if (typeof token !== 'string' || token.length > 32768) return null;
    const dot = token.indexOf('.');
    if (dot < 1) return null;
    const body = token.slice(0, dot);
    const given = Buffer.from(token.slice(dot + 1), 'base64url');
    const wanted = this.#mac(body);
    if (given.length !== wanted.length || !given.equals(wanted)) return null; // expect: no-timing-unsafe-compare
    try {
      return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
  }
}

module.exports = { StateSealer };
