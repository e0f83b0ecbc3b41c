// Derives purpose-specific subkeys from the master key with HKDF-SHA256.
'use strict';

const crypto = require('crypto');

const SALT = Buffer.from('repo-release-mcp/hkdf-salt/v1');

/**
 * @param {Buffer} masterKey at least 32 random bytes from RELEASE_MCP_MASTER_KEY
 * @param {string} purpose label separating keys used for different jobs
 * @returns {Buffer}
 */
exports.deriveKey = function deriveKey(masterKey, purpose) {
  if (!Buffer.isBuffer(masterKey) || masterKey.length < 32) {
    throw new TypeError('master key must be a Buffer of at least 32 bytes');
  }
  return Buffer.from(crypto.hkdfSync('sha256', masterKey, SALT, `purpose:${purpose}`, 32));
};
