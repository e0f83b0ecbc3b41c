// Runtime settings for the helpdesk MCP server, read once from the environment.
// @ts-nocheck

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Environment variable ${name} is not set`);
  return value;
}

function list(value: string | undefined, fallback: string[]): string[] {
  if (!value) return fallback;
  return value.split(',').map((s) => s.trim()).filter(Boolean);
}

export const config = {
  port: Number(process.env.PORT ?? 8787),
  publicUrl: process.env.PUBLIC_URL ?? 'http://localhost:8787',
  databaseUrl: required('DATABASE_URL'),
  identity: {
    introspectionUrl: required('IDENTITY_INTROSPECTION_URL'),
    tokenUrl: required('IDENTITY_TOKEN_URL'),
    clientId: required('HELPDESK_CLIENT_ID'),
    clientSecret: required('HELPDESK_CLIENT_SECRET'),
  },
  crm: {
    baseUrl: process.env.CRM_BASE_URL ?? 'https://crm.internal.example.com/api/v3',
    audience: process.env.CRM_AUDIENCE ?? 'crm-api',
  },
  stateKey: process.env.HELPDESK_STATE_KEY || 'helpdesk-mcp-request-state-key-2024',
  plugins: list(process.env.HELPDESK_PLUGINS, ['tickets', 'crm', 'reports']),
  rateLimitPerMinute: Number(process.env.RATE_LIMIT_PER_MINUTE ?? 120),
  largeExportThreshold: Number(process.env.LARGE_EXPORT_THRESHOLD ?? 5000),
};

export type HelpdeskConfig = typeof config;
