// Resolves the key used to sign requestState for confirmation rounds.
'use strict';

const crypto = require('node:crypto');
const os = require('node:os');
const pkg = require('../../package.json');

function resolveStateKey(config) {
  if (config.stateKeyHex) {
    const key = Buffer.from(config.stateKeyHex, 'hex');
    if (key.length < 32) throw new Error('STATE_KEY_HEX must encode at least 32 bytes');
    return key;
  }
  return crypto.createHash('sha256').update(`${os.hostname()}:${pkg.name}:${pkg.version}`).digest();
}

module.exports = { resolveStateKey };
