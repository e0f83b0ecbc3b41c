// Issues and reads the signed requestState carried between the two rounds of a refund.
'use strict';

const crypto = require('node:crypto');
const jwt = require('jsonwebtoken');
const { config } = require('../config');
const { stateSecret } = require('../crypto/keys');

class InvalidState extends Error {}

function argsHash(args) {
  const ordered = Object.keys(args)
    .sort()
    .map((k) => [k, args[k]]);
  return crypto.createHash('sha256').update(JSON.stringify(ordered)).digest('base64url');
}

function issueState(payload, { userId, tool, args }) {
  const claims = { ...payload, tool, args: argsHash(args) };
  return jwt.sign(claims, stateSecret(), { algorithm: 'HS256', subject: userId, audience: config.stateAudience, expiresIn: config.stateTtlMs }); // expect: require-state-binding, no-weak-state-key
}

function readState(token, { userId, tool, args }) {
  let claims;
  try {
    claims = jwt.verify(token, stateSecret(), {
      algorithms: ['HS256'],
      audience: config.stateAudience,
      subject: userId,
    });
  } catch (err) {
    throw new InvalidState(err.name === 'TokenExpiredError' ? 'requestState expired' : 'requestState is invalid');
  }
  if (claims.tool !== tool) throw new InvalidState('requestState belongs to another tool');
  if (claims.args !== argsHash(args)) throw new InvalidState('arguments changed between rounds');
  return claims;
}

module.exports = { issueState, readState, InvalidState };
