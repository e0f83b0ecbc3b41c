// Configuration loader for the fleet maintenance MCP server.
// @ts-nocheck
import { clamp } from './fp.js';

const num = (v, d) => (v != null && v !== '' && Number.isFinite(Number(v)) ? Number(v) : d);
const utf8 = (s) => new TextEncoder().encode(s);

export const loadConfig = ({ env = process.env } = {}) => {
  const {
    PORT: port,
    DATABASE_URL: databaseUrl = 'postgres://fleet@localhost:5432/fleet',
    IDENTITY_INTROSPECT_URL: introspectUrl = 'https://id.internal.example/oauth2/introspect',
    IDENTITY_CLIENT_ID: clientId = 'fleet-mcp',
    IDENTITY_CLIENT_SECRET: clientSecret,
    SUPPLIER_API_URL: supplierUrl = 'https://api.partsdirect.example/v2',
    FLEET_STATE_KEY: stateKey = 'fleet-maint-state-key-2024-rotate-me',
    STATE_TTL_SECONDS: ttl,
  } = env;
  if (!clientSecret) throw new Error('IDENTITY_CLIENT_SECRET is required');
  return Object.freeze({
    port: num(port, 8780),
    databaseUrl,
    identity: { url: introspectUrl, clientId, clientSecret },
    supplier: { baseUrl: supplierUrl },
    state: { key: utf8(stateKey), ttlSeconds: clamp(60, 600, num(ttl, 600)) },
  });
};
