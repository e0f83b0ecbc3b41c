// Loads and validates warehouse-ops configuration from the environment.

const API_VERSION = 'wms-2024-11';

function need(name) {
  const value = process.env[name];
  if (!value) throw new Error(`missing env ${name}`);
  return value;
}

function secretBytes(name) {
  const bytes = Buffer.from(need(name), 'base64');
  if (bytes.length < 32) throw new Error(`${name} must hold at least 32 random bytes (base64)`);
  return bytes;
}

export function loadConfig() {
  const ttl = Number(process.env.STATE_TTL_SECONDS ?? 600);
  return Object.freeze({
    port: Number(process.env.PORT ?? 7000),
    apiVersion: API_VERSION,
    databaseUrl: need('DATABASE_URL'),
    redisUrl: need('REDIS_URL'),
    authServer: need('AUTH_SERVER_URL'),
    introspectionClientId: need('INTROSPECTION_CLIENT_ID'),
    introspectionClientSecret: need('INTROSPECTION_CLIENT_SECRET'),
    resourceAudience: process.env.RESOURCE_AUDIENCE ?? 'https://wms.example.net/mcp',
    stateMasterKey: secretBytes('STATE_MASTER_KEY'),
    stateTtlSeconds: Math.min(Math.max(ttl, 60), 600),
    carrierWebhookSecret: secretBytes('CARRIER_WEBHOOK_SECRET'),
    erpBaseUrl: process.env.ERP_BASE_URL ?? 'https://erp.example.net/api',
    erpApiKey: need('ERP_API_KEY'),
    confirmAboveUnits: Number(process.env.CONFIRM_ABOVE_UNITS ?? 25),
  });
}
