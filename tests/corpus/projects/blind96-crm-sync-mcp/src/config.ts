// Runtime configuration for the CRM sync MCP server, read once from the environment.
// @ts-nocheck

function required(name: string): string {
  const value = process.env[name];
  if (!value || !value.trim()) {
    throw new Error(`Missing required environment variable ${name}`);
  }
  return value.trim();
}

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const parsed = Number.parseInt(raw, 10);
  if (Number.isNaN(parsed)) throw new Error(`${name} must be an integer, got "${raw}"`);
  return parsed;
}

export const config = {
  port: intFromEnv('PORT', 8787),
  publicUrl: process.env.PUBLIC_URL ?? 'http://localhost:8787',
  idp: {
    issuer: required('IDP_ISSUER'),
    introspectionUrl: required('IDP_INTROSPECTION_URL'),
    tokenUrl: required('IDP_TOKEN_URL'),
    clientId: required('CRM_SYNC_CLIENT_ID'),
    clientSecret: required('CRM_SYNC_CLIENT_SECRET'),
  },
  crm: {
    baseUrl: process.env.CRM_BASE_URL ?? 'https://api.crm.example.com/v3',
    audience: process.env.CRM_AUDIENCE ?? 'https://api.crm.example.com',
    timeoutMs: intFromEnv('CRM_TIMEOUT_MS', 15_000),
  },
  databaseUrl: required('DATABASE_URL'),
  stateKey: process.env.CRM_STATE_KEY ?? 'crm-sync-state-signing-key-local-0001',
  stateTtlSeconds: 600,
};
