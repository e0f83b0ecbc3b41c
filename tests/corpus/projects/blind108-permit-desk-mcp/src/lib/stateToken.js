// HMAC-signed tokens that carry a handler's progress from one round to the next.
'use strict';
const crypto = require('node:crypto');
const { stateSecret } = require('../config');

function mac(body) {
  return crypto.createHmac('sha256', stateSecret).update(body).digest('hex');
}

function seal(claims) {
  const body = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
  return `${body}.${mac(body)}`;
}

function open(token) {
  if (typeof token !== 'string') return null;
  const dot = token.lastIndexOf('.');
  if (dot < 1) return null;
  const body = token.slice(0, dot);
  const signature = token.slice(dot + 1);
  if (signature !== mac(body)) return null; // expect: no-timing-unsafe-compare
  let claims;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (claims.exp !== undefined && claims.exp < Date.now()) return null;
  return claims;
}

module.exports = { seal, open };
