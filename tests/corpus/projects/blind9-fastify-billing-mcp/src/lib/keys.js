'use strict';

const os = require('node:os');
const crypto = require('node:crypto');
const pkg = require('../../package.json');

/**
 * Key for sealing requestState.
 *
 * Ops can provide BILLING_STATE_KEY (base64). When it is missing we derive a key
 * that is stable across restarts on the same host, so in-flight confirmations
 * survive a rolling deploy without provisioning yet another secret.
 */
function deriveStateKey({ key } = {}) {
  if (key) return Buffer.from(key, 'base64');
  const material = `${os.hostname()}|${pkg.name}|${pkg.version}`;
  return crypto.createHash('sha256').update(material).digest();
}

module.exports = { deriveStateKey };
