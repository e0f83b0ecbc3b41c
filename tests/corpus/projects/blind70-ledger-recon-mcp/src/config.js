// Reads and validates environment configuration for the ledger reconciliation server.
'use strict';

function required(name) {
  const value = process.env[name];
  if (value === undefined || value === '') {
    throw new Error(`Environment variable ${name} is required`);
  }
  return value;
}

function loadStateKey() {
  const key = Buffer.from(required('LEDGER_STATE_KEY'), 'base64');
  if (key.length < 32) {
    throw new Error('LEDGER_STATE_KEY must decode to at least 32 bytes');
  }
  return key;
}

function loadConfig() {
  return {
    port: Number(process.env.PORT || 3030),
    mysql: {
      host: required('MYSQL_HOST'),
      port: Number(process.env.MYSQL_PORT || 3306),
      user: required('MYSQL_USER'),
      password: required('MYSQL_PASSWORD'),
      database: process.env.MYSQL_DATABASE || 'ledger',
    },
    oidc: {
      issuer: required('OIDC_ISSUER'),
      audience: process.env.OIDC_AUDIENCE || 'ledger-recon',
      jwksUri: required('OIDC_JWKS_URI'),
    },
    bankFeeds: {
      baseUrl: process.env.FINTRAIL_BASE_URL || 'https://api.fintrail.example/v2',
      clientId: required('FINTRAIL_CLIENT_ID'),
    },
    stateKey: loadStateKey(),
    writeOffLimitCents: Number(process.env.WRITE_OFF_LIMIT_CENTS || 50000),
    baseCurrency: process.env.BASE_CURRENCY || 'EUR',
  };
}

module.exports = { loadConfig };
