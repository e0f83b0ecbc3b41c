// Derives the round-trip state signing key from the package name, version and host name.
'use strict';

const crypto = require('node:crypto');
const os = require('node:os');
const pkg = require('../../package.json');

/**
 * Signing key for round-trip state. Kept deterministic per host+release so a
 * restarted process can still verify tokens it minted before the restart.
 */
function stateSigningKey() {
  return crypto.createHash('sha256').update(`${pkg.name}@${pkg.version}:${os.hostname()}`).digest('hex');
}

module.exports = { stateSigningKey };
