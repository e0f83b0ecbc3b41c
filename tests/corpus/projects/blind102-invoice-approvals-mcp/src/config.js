// Loads settings for the invoice approvals MCP server from environment variables.
'use strict';

function flag(value, fallback) {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(String(value).toLowerCase());
}

module.exports = {
  port: Number(process.env.PORT || 3000),
  databaseUrl: process.env.DATABASE_URL || 'postgres://approvals@localhost:5432/approvals',
  ledgerUrl: process.env.LEDGER_URL || 'http://ledger.internal:8081',
  ledgerServiceToken: process.env.LEDGER_SERVICE_TOKEN,
  introspectionUrl: process.env.INTROSPECTION_URL || 'https://auth.acme-finance.example/oauth2/introspect',
  introspectionClientId: process.env.INTROSPECTION_CLIENT_ID,
  introspectionClientSecret: process.env.INTROSPECTION_CLIENT_SECRET,
  stateTtlMs: 10 * 60 * 1000,
  acceptLegacyPending: flag(process.env.ACCEPT_LEGACY_PENDING, true),
};
