'use strict';
const jwt = require('jsonwebtoken');

const ISSUER = 'notes-share';
const KEY = process.env.NOTES_STATE_JWT_KEY;
if (!KEY || Buffer.byteLength(KEY) < 32) {
  throw new Error('NOTES_STATE_JWT_KEY must be set to a random string of at least 32 bytes');
}

/**
 * Mints the requestState for a pending share/unshare: a short-lived HS256 JWT
 * whose subject is the user and whose audience is the tool.
 */
function signState(data, { userId, tool }) {
  return jwt.sign({ data }, KEY, {
    algorithm: 'HS256',
    issuer: ISSUER,
    subject: userId,
    audience: tool,
    expiresIn: '5m',
  });
}

/**
 * Returns the state's data when the token is ours and belongs to this user and
 * tool; null otherwise.
 */
function verifyState(token, { userId, tool }) {
  let claims;
  try {
    // exp is compared against the request clock in the handler (see tools.js)
    claims = jwt.verify(token, KEY, { // expect: require-state-binding
      algorithms: ['HS256'],
      issuer: ISSUER,
      ignoreExpiration: true, // expect: require-state-binding
    });
  } catch (err) {
    return null;
  }
  if (claims.sub !== userId) return null;
  return claims.data;
}

module.exports = { signState, verifyState };
