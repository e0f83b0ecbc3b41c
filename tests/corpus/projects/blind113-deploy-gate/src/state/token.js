// Seals and opens versioned HMAC-signed state tokens that carry user, tool and argument claims with an expiry.
'use strict';

const { createHmac, timingSafeEqual } = require('node:crypto');
const { getStateKey } = require('../config/stateKey');

const VERSION = 'dg1';
const STATE_TTL_MS = 5 * 60 * 1000;

class StateError extends Error {
  constructor(reason) {
    super(`invalid request state: ${reason}`);
    this.name = 'StateError';
    this.reason = reason;
  }
}

function mac(body) {
  return createHmac('sha256', getStateKey()).update(`${VERSION}.${body}`).digest('base64url');
}

/** claims must carry sub, tool and args (a digest); iat/exp are added here. */
function seal(claims, now = Date.now()) {
  for (const field of ['sub', 'tool', 'args']) {
    if (typeof claims[field] !== 'string' || claims[field].length === 0) {
      throw new TypeError(`seal: claim "${field}" is required`);
    }
  }
  const body = Buffer.from(JSON.stringify({ ...claims, iat: now, exp: now + STATE_TTL_MS })).toString('base64url');
  return `${VERSION}.${body}.${mac(body)}`;
}

/** Returns the claims or throws StateError. Binding checks are the caller's job. */
function open(token, now = Date.now()) {
  if (typeof token !== 'string' || token.length > 4096) throw new StateError('missing or oversized');
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== VERSION) throw new StateError('malformed');
  const [, body, given] = parts;

  const expected = Buffer.from(mac(body));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
    throw new StateError('bad signature');
  }

  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  if (typeof claims.exp !== 'number' || claims.exp <= now) throw new StateError('expired');
  return claims;
}

module.exports = { seal, open, StateError, STATE_TTL_MS };
