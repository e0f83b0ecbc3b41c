// Key material for the permit desk: the requestState envelope signing key and the draft cipher key.
'use strict';
const { scryptSync } = require('node:crypto');
const pkg = require('../package.json');

const envelopeKey = (config) => scryptSync(`${pkg.name}:${config.deployment}`, 'permit-desk/envelope/v2', 32);

const draftKey = (config) => {
  const key = Buffer.from(config.draftCipherKeyHex, 'hex');
  if (key.length !== 32) throw new Error('DRAFT_CIPHER_KEY must be 64 hex characters (32 bytes)');
  return key;
};

module.exports = { envelopeKey, draftKey };
