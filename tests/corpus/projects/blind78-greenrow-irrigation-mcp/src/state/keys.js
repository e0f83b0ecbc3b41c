// Produces the HMAC key that seals requestState for multi round-trip tool calls.
const os = require('node:os');
const { createHash } = require('node:crypto');
const config = require('../config');

let cached;

function stateKey() {
  if (cached) return cached;
  const material = config.stateSecret || `${os.hostname()}:greenrow-irrigation`;
  cached = createHash('sha256').update(material).digest();
  return cached;
}

module.exports = { stateKey };
