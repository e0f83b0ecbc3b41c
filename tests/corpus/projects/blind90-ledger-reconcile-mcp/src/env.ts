// Reads the ledger server's settings from the environment into one shared settings object.
// @ts-nocheck

var settings: any = {};

settings.port = Number(process.env.PORT || 8707);
settings.databaseUrl = process.env.LEDGER_DATABASE_URL || 'postgres://ledger@localhost:5432/ledger';

settings.identity = {
  url: process.env.IDENTITY_URL || 'https://id.northwind-finance.internal',
  clientId: process.env.IDENTITY_CLIENT_ID || 'ledger-reconcile',
  clientSecret: process.env.IDENTITY_CLIENT_SECRET
};

settings.bankFeed = {
  baseUrl: process.env.BANK_FEED_URL || 'https://feeds.openledger.example/v3',
  clientId: process.env.BANK_FEED_CLIENT_ID,
  clientSecret: process.env.BANK_FEED_CLIENT_SECRET,
  timeoutMs: 10000
};

settings.stateKeyBase64 = process.env.LEDGER_STATE_KEY || '';
settings.stateKeyFile = process.env.LEDGER_STATE_KEY_FILE || '';

settings.reportBucketUrl = process.env.REPORT_BUCKET_URL || 'https://files.northwind-finance.internal/reports';

export default settings;
