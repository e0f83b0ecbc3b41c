// Configuration for the warehouse picking MCP server; refuses to start without proper secrets.
function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set`);
  return value;
}

// STATE_KEYS="kid:base64,kid:base64" - the first entry signs, every entry verifies.
function parseStateKeys(raw) {
  const entries = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const sep = part.indexOf(':');
      const kid = part.slice(0, sep);
      const material = Buffer.from(part.slice(sep + 1), 'base64');
      if (sep <= 0 || !/^[\w.-]{1,32}$/.test(kid)) throw new Error(`malformed STATE_KEYS entry near "${kid}"`);
      if (material.length < 32) throw new Error(`state key ${kid} must decode to at least 32 bytes`);
      return { kid, material };
    });
  if (entries.length === 0) throw new Error('STATE_KEYS has no usable entries');
  return entries;
}

export const config = Object.freeze({
  port: Number(process.env.PORT ?? 8080),
  databaseUrl: required('DATABASE_URL'),
  redisUrl: required('REDIS_URL'),
  wmsUrl: required('WMS_URL'),
  wmsApiKey: required('WMS_API_KEY'),
  introspectionUrl: required('INTROSPECTION_URL'),
  introspectionAuth: required('INTROSPECTION_BASIC_AUTH'),
  carrierWebhookSecret: required('CARRIER_WEBHOOK_SECRET'),
  apiVersion: '2025-03-01',
  stateIssuer: 'warehouse-picking-mcp',
  stateAudience: 'warehouse-picking/request-state',
  stateTtlMs: 10 * 60 * 1000,
  pickSessionTtlSeconds: 10 * 60,
  stateKeys: parseStateKeys(required('STATE_KEYS')),
});
