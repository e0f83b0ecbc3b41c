// Loads and validates environment settings for the returns MCP server.

function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`missing required environment variable ${name}`);
  return value;
}

function secretBytes(name, { optional = false } = {}) {
  const raw = process.env[name];
  if (!raw) {
    if (optional) return null;
    throw new Error(`missing required environment variable ${name}`);
  }
  const bytes = Buffer.from(raw, 'base64');
  if (bytes.length < 32) throw new Error(`${name} must be base64 of at least 32 random bytes`);
  return bytes;
}

export function loadConfig() {
  return {
    port: Number(process.env.PORT ?? 8090),
    databaseUrl: required('DATABASE_URL'),
    stateMasterSecret: secretBytes('STATE_MASTER_SECRET'),
    stateMasterSecretPrevious: secretBytes('STATE_MASTER_SECRET_PREVIOUS', { optional: true }),
    carrier: {
      baseUrl: process.env.CARRIER_API_URL ?? 'https://api.parcelco.example/v2',
      apiKey: required('CARRIER_API_KEY'),
      apiVersion: process.env.CARRIER_API_VERSION ?? '2024-10-01',
      webhookSecret: required('CARRIER_WEBHOOK_SECRET'),
    },
    payments: {
      baseUrl: process.env.PAYMENTS_URL ?? 'http://payments.internal:9000',
      serviceToken: required('PAYMENTS_SERVICE_TOKEN'),
    },
  };
}
