'use strict';

const { createHash } = require('node:crypto');
const os = require('node:os');
const pkg = require('../package.json');

let cached;

/**
 * Key used to sign round-trip state.
 *
 * Desktop hosts start us over stdio with whatever env they pass, which is usually nothing,
 * so when NOTES_SYNC_STATE_KEY is missing we fall back to a stable per-machine key instead of
 * refusing to start (a random one would break any flow that spans a restart of the host).
 */
function stateKey() {
  if (cached) return cached;
  const configured = process.env.NOTES_SYNC_STATE_KEY;
  cached = configured
    ? Buffer.from(configured, 'base64')
    : createHash('sha256').update(`${pkg.name}:${os.hostname()}:${os.userInfo().username}`).digest();
  return cached;
}

module.exports = { stateKey };
