// Reads warehouse MCP settings from the environment; the master key must be 32+ bytes of base64.
function need(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

function masterKeyFrom(raw) {
  if (!raw) throw new Error('WAREHOUSE_MCP_MASTER_KEY is required (base64 of at least 32 random bytes)');
  const key = Buffer.from(raw, 'base64');
  if (key.length < 32) throw new Error('WAREHOUSE_MCP_MASTER_KEY must decode to at least 32 bytes');
  return key;
}

export const config = Object.freeze({
  port: Number(process.env.PORT ?? 7400),
  resourceUrl: need('MCP_RESOURCE_URL'),
  apiBase: need('WAREHOUSE_API_URL').replace(/\/+$/, ''),
  apiVersion: process.env.WAREHOUSE_API_VERSION ?? '2024-11-15',
  serviceToken: need('WAREHOUSE_SERVICE_TOKEN'),
  introspectUrl: need('OAUTH_INTROSPECT_URL'),
  introspectClientId: need('OAUTH_CLIENT_ID'),
  introspectClientSecret: need('OAUTH_CLIENT_SECRET'),
  databaseUrl: need('DATABASE_URL'),
  masterKey: masterKeyFrom(process.env.WAREHOUSE_MCP_MASTER_KEY),
  maxRowsPerPage: 500,
  deliveryIntervalMs: Number(process.env.DELIVERY_INTERVAL_MS ?? 15_000),
});
