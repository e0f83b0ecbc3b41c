// Resolves the secret used to sign refund requestState tokens.
'use strict';

const crypto = require('node:crypto');
const os = require('node:os');
const pkg = require('../../package.json');

let cached;

function stateSecret() {
  if (cached) return cached;
  const configured = process.env.REFUND_STATE_SECRET;
  if (configured && configured.length >= 32) {
    cached = configured;
    return cached;
  }
  cached = crypto.createHash('sha256').update(`${pkg.name}:${os.hostname()}`).digest('hex');
  return cached;
}

module.exports = { stateSecret };
