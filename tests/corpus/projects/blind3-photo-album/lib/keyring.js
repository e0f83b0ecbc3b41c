'use strict';
const fs = require('node:fs');
const { hkdfSync } = require('node:crypto');

const MASTER_MIN_BYTES = 32;
// Domain separation labels for HKDF. Public by design; the secret is the master key.
const SALT = 'photo-album/v1';
const INFO_STATE = 'mcp request state box';

function readMasterKey(path = process.env.ALBUM_MASTER_KEY_FILE) {
  if (!path) throw new Error('ALBUM_MASTER_KEY_FILE must point at a file holding >= 32 random bytes');
  const raw = fs.readFileSync(path);
  if (raw.length < MASTER_MIN_BYTES) throw new Error(`master key file too short (${raw.length} bytes)`);
  return raw;
}

function stateBoxKey(master = readMasterKey()) {
  return new Uint8Array(hkdfSync('sha256', master, SALT, INFO_STATE, 32));
}

module.exports = { stateBoxKey };
