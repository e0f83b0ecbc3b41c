'use strict';

var crypto = require('crypto');
var config = require('config');

var MIN_MASTER_BYTES = 32;

// config.get throws when NOTEBOOK_MASTER_KEY (secrets.master) is not set at all
var master = Buffer.from(config.get('secrets.master'), 'base64');
if (master.length < MIN_MASTER_BYTES) {
  throw new Error('NOTEBOOK_MASTER_KEY must be base64 of at least ' + MIN_MASTER_BYTES + ' random bytes');
}

/**
 * One master secret in the environment, one derived key per purpose, so a leak of
 * one purpose's key (say, a preview link signer in a log) does not forge state.
 *
 * @param {string} purpose HKDF info label, public by design
 * @returns {Buffer} 32 bytes
 */
function subkey(purpose) {
  return Buffer.from(crypto.hkdfSync('sha256', master, Buffer.alloc(0), purpose, 32));
}

module.exports = {
  stateJwtKey: subkey('notebook-publisher/request-state/v1'),
  previewKey: subkey('notebook-publisher/preview-links/v1')
};
