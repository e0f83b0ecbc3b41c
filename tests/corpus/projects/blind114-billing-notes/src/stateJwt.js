// Signs and verifies the refund tool's round-trip request state as short-lived JWTs.
'use strict';

var crypto = require('crypto');
var jwt = require('jsonwebtoken');

var ISSUER = 'billing-notes';
var LIFETIME = '5m';

// Fail at boot rather than sign with something guessable.
var secret = process.env.BILLING_STATE_SECRET;
if (!secret) {
  throw new Error('BILLING_STATE_SECRET must be set (32+ random bytes, base64)');
}
var key = Buffer.from(secret, 'base64');
if (key.length < 32) {
  throw new Error('BILLING_STATE_SECRET is too short: need at least 32 bytes of key material');
}

/**
 * Sign round-trip state as a compact JWT. sub = user, aud = tool name.
 * Only non-secret facts go in here: the client can base64-decode a JWT.
 */
function issue(claims, userId, tool, cb) {
  jwt.sign(
    claims,
    key,
    {
      algorithm: 'HS256',
      expiresIn: LIFETIME,
      issuer: ISSUER,
      subject: String(userId),
      audience: tool,
      jwtid: crypto.randomUUID()
    },
    cb
  );
}

/** cb(err, claims): err is set for a bad signature, expiry, wrong user or tool. */
function check(token, userId, tool, cb) {
  if (typeof token !== 'string' || token.length > 4096) {
    return process.nextTick(cb, new Error('malformed state'));
  }
  jwt.verify(
    token,
    key,
    {
      algorithms: ['HS256'],
      issuer: ISSUER,
      subject: String(userId),
      audience: tool,
      maxAge: LIFETIME
    },
    function (err, claims) {
      if (err) return cb(err);
      // belt and braces: the library already checked sub/aud, but keep the
      // comparison here so a future options refactor can't silently drop it
      if (claims.sub !== String(userId) || claims.aud !== tool) {
        return cb(new Error('state minted for another user or tool'));
      }
      cb(null, claims);
    }
  );
}

module.exports = { issue: issue, check: check };
