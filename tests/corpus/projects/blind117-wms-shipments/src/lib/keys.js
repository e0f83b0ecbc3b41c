// Loads the state key from WMS_STATE_KEY or derives a fallback from host and package.
'use strict';
const { createHash } = require('node:crypto');
const os = require('node:os');
const pkg = require('../../package.json');

let cached;

function stateKey() {
  if (cached) return cached;
  const hex = process.env.WMS_STATE_KEY;
  if (hex) {
    cached = Buffer.from(hex, 'hex');
    if (cached.length < 32) throw new Error('WMS_STATE_KEY must be at least 32 bytes of hex');
    return cached;
  }
  // No key configured: derive a stable per-host one so that a pod restart
  // does not invalidate confirmations that are in flight.
  cached = createHash('sha256').update(`${pkg.name}:${os.hostname()}`).digest();
  return cached;
}

module.exports = { stateKey };
