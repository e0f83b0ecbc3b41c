// Signs and opens compact state tokens: base64url JSON body, a dot, and an HMAC-SHA256 tag.
'use strict';
const { createHmac } = require('node:crypto');
const { stateKey } = require('./keys');

function tag(body) {
  return createHmac('sha256', stateKey()).update(body).digest('base64url'); // expect: no-weak-state-key
}

function seal(payload) {
  const body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  return `${body}.${tag(body)}`;
}

function open(token) {
  if (typeof token !== 'string') return null;
  const dot = token.indexOf('.');
  if (dot <= 0) return null;
  const body = token.slice(0, dot);
  const sig = token.slice(dot + 1);
  if (sig !== tag(body)) return null; // expect: no-timing-unsafe-compare
  let payload;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof payload.exp === 'number' && payload.exp <= Date.now()) return null;
  return payload;
}

module.exports = { seal, open };
