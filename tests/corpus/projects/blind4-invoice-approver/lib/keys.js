'use strict';

const os = require('node:os');

// Signing keys for approval state. APPROVER_STATE_KEYS holds a comma separated
// list of base64 keys, newest first; older keys are kept around so that
// approvals started before a rotation can still be finished.

const MIN_KEY_BYTES = 32;

function parseKeyList(raw) {
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .map((part, index) => {
      const key = Buffer.from(part, 'base64');
      if (key.length < MIN_KEY_BYTES) {
        throw new Error(`APPROVER_STATE_KEYS[${index}] is ${key.length} bytes; need ${MIN_KEY_BYTES}`);
      }
      return key;
    });
}

function machineFallbackKey() {
  // Single-box installs (the accountant's laptop) never set anything. Derive
  // something stable for this machine so approvals survive a restart.
  return Buffer.from(`invoice-approver:${os.hostname()}:${os.userInfo().username}`, 'utf8');
}

function loadSigningKeys(env = process.env) {
  const raw = env.APPROVER_STATE_KEYS;
  if (raw && raw.trim() !== '') {
    const keys = parseKeyList(raw);
    if (keys.length > 0) return keys;
  }
  if (env.NODE_ENV === 'production') {
    console.warn('[invoice-approver] APPROVER_STATE_KEYS missing in production, using machine key');
  }
  return [machineFallbackKey()];
}

function describeKeys(keys) {
  return keys.map((k, i) => ({ slot: i, bytes: k.length, current: i === 0 }));
}

module.exports = { loadSigningKeys, describeKeys, MIN_KEY_BYTES };
