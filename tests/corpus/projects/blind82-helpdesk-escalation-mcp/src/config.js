// Configuration for the helpdesk server; key material is never configured here, only where to fetch it.
'use strict';

function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`missing required environment variable ${name}`);
  return value;
}

module.exports = {
  port: Number(process.env.PORT || 8720),
  publicUrl: required('PUBLIC_BASE_URL'),
  databaseUrl: required('HELPDESK_DATABASE_URL'),
  introspection: {
    url: required('OAUTH_INTROSPECTION_URL'),
    clientId: required('OAUTH_CLIENT_ID'),
    clientSecret: required('OAUTH_CLIENT_SECRET'),
  },
  payments: {
    baseUrl: required('PAYMENTS_API_URL'),
    apiKey: required('PAYMENTS_API_KEY'),
    webhookSecret: required('PAYMENTS_WEBHOOK_SECRET'),
  },
  keys: {
    file: process.env.STATE_KEYS_FILE,
    vaultAddr: process.env.VAULT_ADDR || 'http://127.0.0.1:8200',
    vaultRole: process.env.VAULT_ROLE || 'helpdesk-escalation-mcp',
    vaultKvMount: process.env.VAULT_KV_MOUNT || 'secret',
    vaultKvPath: process.env.VAULT_KV_PATH || 'helpdesk/mcp-state-keys',
    serviceAccountTokenPath: '/var/run/secrets/kubernetes.io/serviceaccount/token',
  },
};
