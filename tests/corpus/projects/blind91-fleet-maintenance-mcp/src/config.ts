// Configuration for the fleet maintenance MCP server, read once from the environment.
// @ts-nocheck
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`missing environment variable ${name}`);
  return value;
}

function secret(name: string, minLength = 32): string {
  const value = required(name);
  if (value.length < minLength) throw new Error(`${name} must be at least ${minLength} characters long`);
  return value;
}

export interface StateKeyConfig {
  kid: string;
  secret: string;
}

export interface StateKeys {
  active: StateKeyConfig;
  previous: StateKeyConfig[];
}

const stateKeys: StateKeys = {
  active: { kid: process.env.STATE_KEY_ID ?? 'k2025-06', secret: secret('STATE_KEY') },
  previous: [
    {
      kid: process.env.STATE_PREVIOUS_KEY_ID ?? 'k2024-11',
      secret: process.env.STATE_PREVIOUS_KEY ?? 'fm-state-k2024-11-rotate', // expect-todo: no-weak-state-key
    },
  ],
};

export const config = {
  port: Number(process.env.PORT ?? 8080),
  databaseUrl: required('DATABASE_URL'),
  identityUrl: required('IDENTITY_URL'),
  identityClientId: required('IDENTITY_CLIENT_ID'),
  identityClientSecret: secret('IDENTITY_CLIENT_SECRET', 24),
  telematicsUrl: required('TELEMATICS_URL'),
  telematicsAudience: process.env.TELEMATICS_AUDIENCE ?? 'telematics-api',
  opsToken: secret('OPS_TOKEN', 24),
  requiredScope: process.env.REQUIRED_SCOPE ?? 'fleet:maintain',
  stateIssuer: 'fleet-maintenance-mcp',
  stateTtlMs: 10 * 60 * 1000,
  stateKeys,
};
