// Seals and opens requestState values as base64url(JSON).base64url(HMAC-SHA256).
'use strict';

const { createHmac } = require('node:crypto');

function createStateSeal(key, { ttlMs }) {
  const sign = (body) => createHmac('sha256', key).update(body).digest();

  function seal(payload, { userId, tool }) {
    const envelope = { p: payload, uid: userId, tool, exp: Date.now() + ttlMs };
    const body = Buffer.from(JSON.stringify(envelope)).toString('base64url');
    return `${body}.${sign(body).toString('base64url')}`;
  }

  function open(token, { tool }) {
    if (typeof token !== 'string') return null;
    const dot = token.indexOf('.');
    if (dot < 1) return null;
    const body = token.slice(0, dot);
    const given = Buffer.from(token.slice(dot + 1), 'base64url');
    if (!sign(body).equals(given)) return null; // expect: no-timing-unsafe-compare

    let envelope;
    try {
      envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    if (envelope.tool !== tool) return null;
    if (typeof envelope.exp !== 'number' || envelope.exp < Date.now()) return null;
    return envelope;
  }

  return { seal, open };
}

module.exports = { createStateSeal };
