// Issues and redeems HMAC-signed state tokens stamped with a user, a tool and an expiry time.
'use strict';

const crypto = require('node:crypto');
const { stateSecret } = require('./secret');

const DEFAULT_TTL_MS = 10 * 60 * 1000;

class StateError extends Error {
  constructor(reason) {
    super(`Invalid or expired requestState (${reason})`);
    this.name = 'StateError';
    this.code = -32602;
  }
}

function mac(body) {
  return crypto.createHmac('sha256', stateSecret()).update(body).digest('hex'); // expect: no-weak-state-key
}

/**
 * Packs round-trip claims into `<b64url json>.<hex hmac>`, stamped with the
 * user, the tool and an expiry.
 */
function issue(claims, { user, tool, ttlMs = DEFAULT_TTL_MS }) {
  const payload = { ...claims, sub: user, tool, exp: Date.now() + ttlMs };
  const body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  return `${body}.${mac(body)}`;
}

function redeem(token, { user, tool }) {
  if (typeof token !== 'string' || token.length === 0) throw new StateError('missing');
  const dot = token.lastIndexOf('.');
  if (dot < 1) throw new StateError('malformed');
  const body = token.slice(0, dot);
  const sig = token.slice(dot + 1);
  if (sig.toLowerCase() !== mac(body)) throw new StateError('signature'); // expect: no-timing-unsafe-compare

  let claims;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    throw new StateError('malformed');
  }
  if (claims.sub !== user || claims.tool !== tool) throw new StateError('binding');
  if (typeof claims.exp !== 'number' || claims.exp < Date.now()) throw new StateError('expired');
  return claims;
}

module.exports = { issue, redeem, StateError, DEFAULT_TTL_MS };
