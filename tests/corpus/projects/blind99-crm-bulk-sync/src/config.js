// Reads configuration for the CRM bulk sync server and refuses to start without its secrets.
function need(name) {
  const value = process.env[name];
  if (!value) throw new Error(`Missing required environment variable ${name}`);
  return value;
}

function masterKeyFromEnv(name) {
  const key = Buffer.from(need(name), 'base64');
  if (key.length < 32) throw new Error(`${name} must hold at least 32 bytes of base64-encoded key material`);
  return key;
}

const config = Object.freeze({
  port: Number(process.env.PORT || 4100),
  masterKey: masterKeyFromEnv('CRM_SYNC_MASTER_KEY'),
  crm: {
    baseUrl: need('CRM_API_BASE'),
    apiKey: need('CRM_API_KEY'),
    apiVersion: process.env.CRM_API_VERSION || '2024-10',
  },
  webhookSecret: need('CRM_WEBHOOK_SECRET'),
  oauth: {
    issuer: need('OAUTH_ISSUER'),
    audience: process.env.OAUTH_AUDIENCE || 'crm-bulk-sync',
    jwksUrl: need('OAUTH_JWKS_URL'),
  },
  s3: {
    bucket: need('EXPORT_BUCKET'),
    region: process.env.AWS_REGION || 'eu-west-1',
  },
  pageSize: 1000,
  importBatchSize: 200,
  batchesPerRound: 25,
  partTargetBytes: 5 * 1024 * 1024,
  maxCsvBytes: 50 * 1024 * 1024,
});

module.exports = { config };
