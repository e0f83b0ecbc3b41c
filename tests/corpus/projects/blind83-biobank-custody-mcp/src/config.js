// Settings for the custody server, taken from the environment and the mounted SSO public key.
const fs = require('node:fs');

function need(name) {
  const value = process.env[name];
  if (!value) {
    throw new Error(`environment variable ${name} is not set`);
  }
  return value;
}

module.exports = {
  port: Number(process.env.PORT || 4100),
  mysql: {
    host: need('CUSTODY_DB_HOST'),
    port: Number(process.env.CUSTODY_DB_PORT || 3306),
    user: need('CUSTODY_DB_USER'),
    password: need('CUSTODY_DB_PASSWORD'),
    database: process.env.CUSTODY_DB_NAME || 'custody',
  },
  sso: {
    publicKey: fs.readFileSync(need('LAB_SSO_PUBLIC_KEY_PATH'), 'utf8'),
    issuer: need('LAB_SSO_ISSUER'),
    audience: process.env.LAB_SSO_AUDIENCE || 'biobank-custody',
  },
  lims: {
    baseUrl: need('LIMS_BASE_URL'),
    apiKey: need('LIMS_API_KEY'),
    timeoutMs: Number(process.env.LIMS_TIMEOUT_MS || 8000),
  },
};
