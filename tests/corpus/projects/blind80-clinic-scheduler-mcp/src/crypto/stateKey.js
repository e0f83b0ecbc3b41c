// Produces the HMAC key that seals round-trip state for this deployment.
'use strict';

const crypto = require('node:crypto');
const os = require('node:os');
const pkg = require('../../package.json');

function deriveStateKey({ config }) {
  return crypto.createHash('sha256').update(`${pkg.name}:${config.region}:${os.hostname()}`).digest(); // expect-todo: no-weak-state-key
}

module.exports = { deriveStateKey };
