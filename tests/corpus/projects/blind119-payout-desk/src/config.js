// Loads required settings from the environment, including a 32-byte-minimum state key.
'use strict';

function required(name) {
  const value = process.env[name];
  if (!value || !value.trim()) {
    throw new Error(`${name} must be set`);
  }
  return value.trim();
}

function loadStateKey() {
  const key = Buffer.from(required('PAYOUT_STATE_KEY'), 'base64');
  if (key.length < 32) {
    throw new Error('PAYOUT_STATE_KEY must decode to at least 32 bytes (openssl rand -base64 48)');
  }
  return key;
}

module.exports = {
  port: Number(process.env.PORT || 3000),
  introspectionUrl: required('INTROSPECTION_URL'),
  bank: {
    baseUrl: required('BANK_API_URL'),
    apiKey: required('BANK_API_KEY'),
  },
  stateKey: loadStateKey(),
};
