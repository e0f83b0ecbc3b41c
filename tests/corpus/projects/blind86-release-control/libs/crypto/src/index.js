// Barrel for @release/crypto.
'use strict';

const { createAeadSealer } = require('./aead');
const { loadStateKey, secretsMatch, fingerprint } = require('./keys');

module.exports = {
  stateBox: createAeadSealer,
  resolveStateKey: loadStateKey,
  constantTimeSecretEquals: secretsMatch,
  requestDigest: fingerprint,
};
