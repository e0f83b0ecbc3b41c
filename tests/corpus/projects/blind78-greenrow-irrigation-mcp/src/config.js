// Runtime configuration for the irrigation MCP server, read from the environment.
const path = require('node:path');
require('dotenv').config({ path: process.env.IRRIGATION_ENV_FILE || path.resolve(process.cwd(), '.env') });

function int(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number.parseInt(raw, 10);
  if (Number.isNaN(n)) throw new Error(`${name} must be an integer`);
  return n;
}

module.exports = {
  port: int('PORT', 8787),
  databaseUrl: process.env.DATABASE_URL || 'postgres://irrigation@localhost:5432/irrigation',
  gatewayUrl: process.env.VALVE_GATEWAY_URL || 'http://valve-gateway.internal:9100',
  gatewayToken: process.env.VALVE_GATEWAY_TOKEN,
  introspectionUrl: process.env.IDP_INTROSPECTION_URL || 'https://id.greenrow.example/oauth2/introspect',
  introspectionClientId: process.env.IDP_CLIENT_ID,
  introspectionClientSecret: process.env.IDP_CLIENT_SECRET,
  stateSecret: process.env.IRRIGATION_STATE_SECRET,
  stateTtlMs: int('STATE_TTL_SECONDS', 300) * 1000,
  maxFlushMinutes: int('MAX_FLUSH_MINUTES', 20),
};
