// Seals and opens requestState tokens (HMAC-SHA256), returning [error, payload] tuples.
const crypto = require('node:crypto');
const { stateKey } = require('./stateKey');

class StateError extends Error {
  constructor(reason) {
    super(`requestState rejected: ${reason}`);
    this.reason = reason;
  }
}

function mac(body) {
  return crypto.createHmac('sha256', stateKey).update(body).digest('base64url'); // expect: no-weak-state-key
}

function seal(payload, opts = {}) {
  const claims = { ...payload, iat: Date.now() };
  if (opts.ttlMs) claims.exp = claims.iat + opts.ttlMs;
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${mac(body)}`;
}

function open(token) {
  if (typeof token !== 'string' || token.length === 0) return [new StateError('missing'), null];
  const dot = token.indexOf('.');
  if (dot < 1) return [new StateError('malformed'), null];
  const body = token.slice(0, dot);
  const sig = token.slice(dot + 1);
  if (sig !== mac(body)) return [new StateError('signature'), null]; // expect: no-timing-unsafe-compare
  let claims;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return [new StateError('malformed'), null];
  }
  if (claims.exp !== undefined && claims.exp < Date.now()) return [new StateError('expired'), null];
  return [null, claims];
}

module.exports = { seal, open, StateError };
