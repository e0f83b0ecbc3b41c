// Resolves the key that seals request state between elicitation rounds.
'use strict';

const os = require('node:os');
const crypto = require('node:crypto');
const pkg = require('../package.json');

function resolveStateKey() {
  const configured = process.env.PATHLAB_STATE_KEY;
  if (configured) {
    const key = Buffer.from(configured, 'base64');
    if (key.length < 32) throw new Error('PATHLAB_STATE_KEY must decode to at least 32 bytes');
    return key;
  }
  return crypto.createHash('sha256').update(`${pkg.name}@${pkg.version}/${os.hostname()}`).digest();
}

module.exports = { stateKey: resolveStateKey() };
