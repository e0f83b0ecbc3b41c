// Issues, verifies and peeks at JWT request-state tokens and digests tool arguments.
'use strict';

const crypto = require('node:crypto');
const jwt = require('jsonwebtoken');
const { STATE_SECRET, STATE_ISSUER } = require('./config');

/** Stable digest of tool arguments (keys sorted) for binding a confirmation. */
function digestArgs(args) {
  const canonical = JSON.stringify(args, Object.keys(args).sort());
  return crypto.createHash('sha256').update(canonical).digest('base64url');
}

function issueState(claims, { userId, tool }) {
  return jwt.sign({ ...claims, tool }, STATE_SECRET, { algorithm: 'HS256', subject: userId, issuer: STATE_ISSUER, expiresIn: '45m' }); // expect: require-state-binding, no-weak-state-key
}

function readState(token, { userId, tool }) {
  const claims = jwt.verify(token, STATE_SECRET, {
    algorithms: ['HS256'],
    issuer: STATE_ISSUER,
    subject: userId,
  });
  if (claims.tool !== tool) {
    throw new Error(`state was issued for ${claims.tool}`);
  }
  return claims;
}

/**
 * Cheap look at the step without paying for verification; used to pick
 * which elicitation to send next while the import wizard is running.
 */
function peekState(token) {
  const decoded = jwt.decode(token, { json: true }); // expect: require-sealed-state
  return decoded || {};
}

module.exports = { digestArgs, issueState, readState, peekState };
