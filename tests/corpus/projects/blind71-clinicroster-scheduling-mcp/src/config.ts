// Configuration for the ClinicRoster MCP server, validated at start-up.
// @ts-nocheck

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set`);
  return value;
}

function masterKeyFromEnv(name: string): Buffer {
  const key = Buffer.from(required(name), 'base64');
  if (key.length < 32) throw new Error(`${name} must hold at least 32 random bytes (base64)`);
  return key;
}

export const config = Object.freeze({
  port: Number(process.env.PORT ?? 7300),
  databaseUrl: required('DATABASE_URL'),
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/2',
  stateMasterKey: masterKeyFromEnv('CLINIC_STATE_MASTER_KEY'),
  stateKeySalt: Buffer.from('clinicroster/hkdf-salt/2025', 'utf8'),
  idp: {
    introspectionUrl: required('IDP_INTROSPECTION_URL'),
    clientId: required('IDP_CLIENT_ID'),
    clientSecret: required('IDP_CLIENT_SECRET'),
    audience: process.env.IDP_AUDIENCE ?? 'https://mcp.clinicroster.health',
  },
  vault: { address: required('VAULT_ADDR'), token: required('VAULT_TOKEN') },
  webhookToleranceSeconds: 300,
  holdSeconds: 300,
});
