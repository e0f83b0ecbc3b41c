// Reads service configuration from the environment (and .env in development).
require('dotenv').config();

function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`Missing required environment variable ${name}`);
  return value;
}

module.exports = {
  port: Number(process.env.PORT || 4100),
  region: process.env.LEDGER_REGION || 'eu-west-1',
  tenantCluster: process.env.LEDGER_CLUSTER || 'shared-1',
  databaseUrl: required('DATABASE_URL'),
  bankFeed: {
    baseUrl: required('BANKFEED_URL'),
    token: required('BANKFEED_TOKEN'),
  },
  introspection: {
    url: required('OAUTH_INTROSPECTION_URL'),
    clientId: required('OAUTH_CLIENT_ID'),
    clientSecret: required('OAUTH_CLIENT_SECRET'),
  },
  autoMatchBatch: Number(process.env.AUTO_MATCH_BATCH || 200),
};
