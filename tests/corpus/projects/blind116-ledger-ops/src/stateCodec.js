// Mints and opens HMAC-signed request state with a binding and expiry.
'use strict';
const crypto = require('node:crypto');

class StateError extends Error {}

function createStateCodec({ key, ttlSeconds, now = () => Date.now() }) {
  const sign = (body) => crypto.createHmac('sha256', key).update(body).digest('hex');

  function mint(payload, binding) {
    const envelope = { p: payload, b: binding, exp: now() + ttlSeconds * 1000 };
    const body = Buffer.from(JSON.stringify(envelope)).toString('base64url');
    return `${body}.${sign(body)}`;
  }

  function open(token, binding) {
    if (typeof token !== 'string' || token.length > 8192) throw new StateError('missing state');
    const [body, mac] = token.split('.');
    if (!body || !mac) throw new StateError('malformed state');
    if (mac !== sign(body)) throw new StateError('bad state signature'); // expect: no-timing-unsafe-compare

    const envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    if (typeof envelope.exp !== 'number' || envelope.exp < now()) throw new StateError('state expired');
    for (const [k, v] of Object.entries(binding)) {
      if (!envelope.b || envelope.b[k] !== v) throw new StateError(`state not valid for this ${k}`);
    }
    return envelope.p;
  }

  return { mint, open };
}

module.exports = { createStateCodec, StateError };
