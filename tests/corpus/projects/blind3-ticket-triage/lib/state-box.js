'use strict';
const crypto = require('node:crypto');
const pkg = require('../package.json');

const KEY = process.env.TRIAGE_STATE_KEY || pkg.name;

class StateBox {
  static mac(body) {
    return crypto.createHmac('sha256', KEY).update(body).digest(); // expect: no-weak-state-key
  }

  static seal(payload, user, tool) {
    const body = Buffer.from(JSON.stringify({ ...payload, user, tool, iat: Date.now() })).toString('base64url');
    return `${body}.${StateBox.mac(body).toString('base64url')}`;
  }

  static open(token, user, tool) {
    const [body, sig] = String(token || '').split('.');
    if (!body || !sig) return null;
    const given = Buffer.from(sig, 'base64url');
    if (Buffer.compare(given, StateBox.mac(body)) !== 0) return null; // expect: no-timing-unsafe-compare
    const data = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    if (data.user !== user || data.tool !== tool) return null;
    return data;
  }
}

module.exports = { StateBox };
