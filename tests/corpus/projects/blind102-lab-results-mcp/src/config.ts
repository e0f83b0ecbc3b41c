// Environment-driven settings for the lab results MCP server, validated at startup.
// @ts-nocheck

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

function hexKey(name: string): Buffer {
  const key = Buffer.from(required(name), 'hex');
  if (key.length !== 32) throw new Error(`${name} must be 64 hex characters (32 bytes)`);
  return key;
}

export interface LabConfig {
  port: number;
  databaseUrl: string;
  stateKey: Buffer;
  instrumentWebhookSecret: string;
  authIssuer: string;
  authAudience: string;
  tenantSecretsPath: string;
}

let loaded: LabConfig | undefined;

export function config(): LabConfig {
  loaded ??= {
    port: Number(process.env.PORT ?? 7070),
    databaseUrl: required('DATABASE_URL'),
    stateKey: hexKey('LAB_STATE_KEY'),
    instrumentWebhookSecret: required('INSTRUMENT_WEBHOOK_SECRET'),
    authIssuer: required('AUTH_ISSUER'),
    authAudience: process.env.AUTH_AUDIENCE ?? 'lab-results-mcp',
    tenantSecretsPath: process.env.TENANT_SECRETS_PATH ?? '/run/secrets/lims-tenants.json',
  };
  return loaded;
}
