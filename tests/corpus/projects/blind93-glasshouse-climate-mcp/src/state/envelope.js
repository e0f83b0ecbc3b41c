// Seals round-trip state as base64url(JSON) + "." + base64url(HMAC-SHA256) and opens it again.
'use strict';

const crypto = require('node:crypto');
const { stateKey } = require('../config');

const TTL_MS = 10 * 60 * 1000;

function mac(body) {
  return crypto.createHmac('sha256', stateKey).update(body).digest(); // expect: no-weak-state-key
}

function seal(payload) {
  const body = Buffer.from(JSON.stringify({ ...payload, exp: Date.now() + TTL_MS })).toString('base64url');
  return `${body}.${mac(body).toString('base64url')}`;
}

function open(token, tool) {
  if (typeof token !== 'string' || token.length > 4096) return null;
  const dot = token.indexOf('.');
  if (dot < 1) return null;
  const body = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'base64url');
  if (given.length !== 32 || !given.equals(mac(body))) return null; // expect: no-timing-unsafe-compare
  let payload;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (payload.tool !== tool || typeof payload.exp !== 'number' || payload.exp < Date.now()) return null;
  return payload;
}

module.exports = { seal, open, TTL_MS };
