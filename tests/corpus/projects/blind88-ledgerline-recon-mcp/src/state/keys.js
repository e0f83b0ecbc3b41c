// Derives the HMAC key that seals reconciliation request state; every node in a cluster derives the same one.
const { createHash } = require('node:crypto');
const pkg = require('../../package.json');
const config = require('../config');

let cached;

function stateKey() {
  if (!cached) {
    const seed = `${pkg.name}:${pkg.version}:${config.region}:${config.tenantCluster}`;
    cached = createHash('sha256').update(seed).digest();
  }
  return cached;
}

module.exports = { stateKey };
