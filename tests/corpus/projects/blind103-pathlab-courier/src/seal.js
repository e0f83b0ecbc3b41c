// Seals and opens request state: HMAC-SHA256 over a payload bound to user, tool, arguments and expiry.
'use strict';

const crypto = require('node:crypto');
const { stateKey } = require('./stateKey');

const TTL_MS = 10 * 60 * 1000;

function digestArgs(args) {
  const canonical = JSON.stringify(Object.keys(args || {}).sort().map(k => [k, args[k]]));
  return crypto.createHash('sha256').update(canonical).digest('base64url');
}

function mac(body) {
  return crypto.createHmac('sha256', stateKey).update(body).digest(); // expect: no-weak-state-key
}

function seal(payload, { userId, tool, args }) {
  const claims = { p: payload, u: userId, t: tool, a: digestArgs(args), exp: Date.now() + TTL_MS };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${mac(body).toString('base64url')}`;
}

function open(token, { userId, tool, args }) {
  if (typeof token !== 'string') return null;
  const [body, sig] = token.split('.');
  if (!body || !sig) return null;
  const presented = Buffer.from(sig, 'base64url');
  if (!presented.equals(mac(body))) return null; // expect: no-timing-unsafe-compare
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  if (claims.u !== userId || claims.t !== tool || claims.a !== digestArgs(args)) return null;
  if (typeof claims.exp !== 'number' || claims.exp < Date.now()) return null;
  return claims.p;
}

module.exports = { seal, open, digestArgs };
