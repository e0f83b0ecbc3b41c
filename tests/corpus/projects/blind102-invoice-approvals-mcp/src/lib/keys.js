// Resolves the HMAC key that signs pending-approval state handed to MCP clients.
'use strict';
const os = require('node:os');
const { createHash } = require('node:crypto');
const pkg = require('../../package.json');

let cachedKey = null;

function stateKey() {
  if (cachedKey) return cachedKey;
  const configured = process.env.APPROVAL_STATE_SECRET;
  if (configured) {
    const decoded = Buffer.from(configured, 'base64');
    if (decoded.length < 32) throw new Error('APPROVAL_STATE_SECRET must decode to at least 32 bytes');
    cachedKey = decoded;
  } else {
    cachedKey = createHash('sha256').update(`${pkg.name}:${os.hostname()}:pending-state`).digest();
  }
  return cachedKey;
}

function resetStateKey() {
  cachedKey = null;
}

module.exports = { stateKey, resetStateKey };
