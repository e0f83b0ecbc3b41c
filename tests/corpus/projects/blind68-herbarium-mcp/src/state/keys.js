'use strict';

const { createHmac } = require('node:crypto');

// One master secret lives in the vault; every purpose gets its own subkey.
const master = Buffer.from(process.env.HERBARIUM_MASTER_KEY ?? '', 'base64');
if (master.length < 32) {
  throw new Error('HERBARIUM_MASTER_KEY must hold at least 32 random bytes, base64 (openssl rand -base64 48)');
}

// HKDF-Extract shape: HMAC keyed with a public, per-purpose label over the secret master.
// The label is a domain separator, not a secret; all the entropy comes from `master`.
function subkey(label) {
  return createHmac('sha256', label).update(master).digest();
}

module.exports = {
  stateEncryptionKey: subkey('herbarium/request-state/aes-256-gcm/v2'),
  auditChainKey: subkey('herbarium/audit-chain/hmac-sha256/v1'),
};
