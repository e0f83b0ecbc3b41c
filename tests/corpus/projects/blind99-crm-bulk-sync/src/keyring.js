// Derives purpose-specific keys from the deployment master key with HKDF-SHA256.
const { hkdfSync } = require('node:crypto');
const { config } = require('./config');

const SALT = 'crm-bulk-sync';

function derive(purpose, length = 32) {
  return Buffer.from(hkdfSync('sha256', config.masterKey, SALT, purpose, length));
}

module.exports = {
  stateKey: derive('mcp-request-state/v1'),
  auditPepper: derive('audit-pseudonym/v1'),
};
