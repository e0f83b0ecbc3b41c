// Reads accounts-payable server settings from the environment.
'use strict';

function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`missing required environment variable ${name}`);
  return value;
}

function keyFromEnv(name) {
  const key = Buffer.from(required(name), 'base64');
  if (key.length < 32) throw new Error(`${name} must decode to at least 32 bytes`);
  return key;
}

module.exports = {
  port: Number(process.env.PORT || 3400),
  databaseUrl: required('DATABASE_URL'),
  issuer: required('OIDC_ISSUER'),
  audience: process.env.OIDC_AUDIENCE || 'ap-invoice-approvals',
  jwksUrl: process.env.OIDC_JWKS_URL || `${required('OIDC_ISSUER').replace(/\/$/, '')}/.well-known/jwks.json`,
  stateKey: keyFromEnv('AP_STATE_KEY'),
  stateTtlMs: 10 * 60 * 1000,
  bank: {
    baseUrl: process.env.BANK_API_URL || 'https://api.corporate-bank.example.com/v3',
    apiKey: required('BANK_API_KEY'),
    debitAccount: required('BANK_DEBIT_ACCOUNT'),
  },
  reconcileBatchSize: Number(process.env.RECONCILE_BATCH_SIZE || 25),
};
