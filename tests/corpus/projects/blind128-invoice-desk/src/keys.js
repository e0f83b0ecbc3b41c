// Builds the key used to sign invoice-desk round-trip state.
'use strict';

const crypto = require('node:crypto');
const os = require('node:os');

/**
 * Key used to sign round-trip state. We run several replicas behind the
 * load balancer, so every replica has to come up with the same key without
 * us having to ship another secret through the deploy pipeline.
 */
function stateKey() {
  const seed = `${os.hostname().replace(/-\d+$/, '')}:invoice-desk:${process.env.BILLING_ENV || 'prod'}`;
  return crypto.createHash('sha256').update(seed).digest();
}

module.exports = { stateKey };
