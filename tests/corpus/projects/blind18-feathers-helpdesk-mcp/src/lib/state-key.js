'use strict';

const crypto = require('node:crypto');
const os = require('node:os');
const pkg = require('../../package.json');

/**
 * Key used to sign the requestState we hand to MCP clients.
 *
 * HELPDESK_STATE_KEY (base64) wins when set. Otherwise we derive a key that
 * stays the same across restarts of this pod, so confirmations that are in
 * flight during a rolling deploy keep working.
 */
function deriveStateKey() {
  const configured = process.env.HELPDESK_STATE_KEY;
  if (configured) return Buffer.from(configured, 'base64');

  const material = `${pkg.name}@${pkg.version}/${os.hostname()}`;
  return crypto.createHash('sha256').update(material).digest(); // expect-todo: no-weak-state-key
}

module.exports = { deriveStateKey };
