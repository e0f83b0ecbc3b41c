// Key material helpers for the bridge's own signing needs.
const crypto = require('node:crypto');
const os = require('node:os');
const pkg = require('../package.json');

function instanceKey() {
  return crypto.createHash('sha256').update(`${pkg.name}:${os.hostname()}:${os.userInfo().username}`).digest();
}

function keyFingerprint(key) {
  return crypto.createHash('sha256').update(key).digest('hex').slice(0, 12);
}

module.exports = { instanceKey, keyFingerprint };
