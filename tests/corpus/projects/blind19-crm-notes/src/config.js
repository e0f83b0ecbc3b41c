'use strict';

const crypto = require('node:crypto');
const os = require('node:os');
const pkg = require('../package.json');

function loadConfig(env = process.env) {
  const crmApiKey = env.CRM_API_KEY;
  if (!crmApiKey) {
    throw new Error('CRM_API_KEY is required');
  }

  return Object.freeze({
    port: Number(env.PORT || 3000),
    crmBaseUrl: env.CRM_BASE_URL || 'https://api.pipedrift.example/v1',
    crmApiKey,
    auth: {
      jwksUri: env.AUTH_JWKS_URI || 'https://login.pipedrift.example/.well-known/jwks.json',
      audience: env.AUTH_AUDIENCE || 'crm-notes-mcp',
    },
    state: {
      issuer: `${pkg.name}@${os.hostname()}`,
      // Multi-instance deployments set CRM_STATE_SECRET; a single box derives a stable one.
      secret: env.CRM_STATE_SECRET || crypto.createHash('sha256').update(`${os.hostname()}:${pkg.name}:${pkg.version}`).digest('hex'),
      ttl: '10m',
    },
  });
}

module.exports = { loadConfig };
