// Resolves the signing key for roster requestState tokens from configuration.
const crypto = require('node:crypto');
const os = require('node:os');
const pkg = require('../../package.json');

const MIN_KEY_CHARS = 32;

function resolveStateKey(configured) {
  if (configured && configured.length >= MIN_KEY_CHARS) {
    return Buffer.from(configured, 'utf8');
  }
  if (configured) {
    console.warn(`ROSTER_STATE_KEY has fewer than ${MIN_KEY_CHARS} characters; deriving a node key instead`);
  }
  return crypto.createHash('sha256').update(`${pkg.name}@${pkg.version}:${os.hostname()}`).digest();
}

module.exports = { resolveStateKey };
