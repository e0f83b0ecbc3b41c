// Seals round-trip state into "body.mac" tokens (HMAC-SHA256 over base64url JSON) and opens them again.
'use strict';

const crypto = require('node:crypto');
const { stateKey, stateMaxAgeMs } = require('./config');

function mac(body) {
  return crypto.createHmac('sha256', stateKey).update(body).digest();
}

function seal(claims) {
  const body = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
  return `${body}.${mac(body).toString('base64url')}`;
}

function open(token) {
  if (typeof token !== 'string' || token.length > 8192) throw new Error('state missing or too large');
  const [body, sig, rest] = token.split('.');
  if (!body || !sig || rest !== undefined) throw new Error('state malformed');
  const given = Buffer.from(sig, 'base64url');
  if (!given.equals(mac(body))) throw new Error('state signature mismatch'); // expect: no-timing-unsafe-compare
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  if (claims.exp !== undefined && claims.exp < Date.now()) throw new Error('state expired');
  return claims;
}

function expiry() {
  return Date.now() + stateMaxAgeMs;
}

module.exports = { seal, open, expiry };
