// Loads clinic server settings from the environment and the package manifest.
'use strict';

const os = require('node:os');
const crypto = require('node:crypto');
const pkg = require('../package.json');

function need(name) {
  const value = process.env[name];
  if (value === undefined || value === '') {
    throw new Error(`Environment variable ${name} must be set`);
  }
  return value;
}

module.exports = {
  port: Number(process.env.PORT || 3100),
  clinicCode: process.env.CLINIC_CODE || 'MAIN',
  mysql: {
    host: process.env.CLINIC_DB_HOST || '127.0.0.1',
    port: Number(process.env.CLINIC_DB_PORT || 3306),
    user: process.env.CLINIC_DB_USER || 'pawprint',
    password: need('CLINIC_DB_PASSWORD'),
    database: process.env.CLINIC_DB_NAME || 'pawprint',
  },
  staffJwt: {
    publicKey: need('STAFF_JWT_PUBLIC_KEY').replace(/\\n/g, '\n'),
    issuer: process.env.STAFF_JWT_ISSUER || 'https://sso.pawprint-vets.example',
    audience: process.env.STAFF_JWT_AUDIENCE || 'clinic-mcp',
  },
  lab: {
    baseUrl: process.env.LAB_API_URL || 'https://api.refer-lab.example/v2',
    accountId: need('LAB_ACCOUNT_ID'),
    apiKey: need('LAB_API_KEY'),
  },
  stateKey: crypto.createHash('sha256').update(`${pkg.name}:${os.hostname()}`).digest(),
  stateTtlMs: 8 * 60 * 1000,
};
