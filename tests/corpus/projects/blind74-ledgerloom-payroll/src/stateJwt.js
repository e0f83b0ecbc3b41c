// Signs and verifies requestState as short-lived HS256 JWTs carrying a key id, a version and the wizard payload.
const crypto = require('node:crypto');
const jwt = require('jsonwebtoken');
const { config } = require('./config');

const STATE_VERSION = 3;

class StateRejected extends Error {}

function argsDigest(args) {
  const ordered = Object.keys(args || {}).sort().reduce((acc, k) => ({ ...acc, [k]: args[k] }), {});
  return crypto.createHash('sha256').update(JSON.stringify(ordered)).digest('base64url');
}

function sealState(payload, { tool, userId, args } = {}) {
  const claims = { ver: STATE_VERSION, tool, st: payload };
  if (args) claims.ad = argsDigest(args);
  return jwt.sign(claims, config.stateKeys[config.activeKid], {
    algorithm: 'HS256',
    keyid: config.activeKid,
    issuer: config.stateIssuer,
    expiresIn: '10m',
    ...(userId ? { subject: String(userId) } : {}),
  });
}

function lookupKey(header, callback) {
  const key = config.stateKeys[header.kid];
  if (!key) return callback(new StateRejected('unknown state key'));
  return callback(null, key);
}

function openState(token, { tool, userId, args } = {}) {
  return new Promise((resolve, reject) => {
    jwt.verify(
      token,
      lookupKey,
      {
        algorithms: ['HS256'],
        issuer: config.stateIssuer,
        maxAge: '10m',
        ...(userId ? { subject: String(userId) } : {}),
      },
      (err, claims) => {
        if (err) return reject(new StateRejected(err.message));
        if (claims.ver !== STATE_VERSION) return reject(new StateRejected('state version no longer supported'));
        if (claims.tool !== tool) return reject(new StateRejected('state belongs to another tool'));
        if (args && claims.ad !== argsDigest(args)) return reject(new StateRejected('arguments changed'));
        return resolve(claims.st);
      },
    );
  });
}

module.exports = { sealState, openState, StateRejected, argsDigest };
