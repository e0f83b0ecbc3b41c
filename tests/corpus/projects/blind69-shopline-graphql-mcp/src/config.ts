// Loads and validates Shopline MCP settings; refuses to start without a strong state key.
// @ts-nocheck
function need(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} must be set`);
  return value;
}

export function decodeStateKey(raw: string | undefined): Uint8Array {
  if (!raw) throw new Error('SHOPLINE_STATE_KEY must be set (base64, at least 32 random bytes)');
  const key = Buffer.from(raw, 'base64');
  if (key.length < 32) throw new Error('SHOPLINE_STATE_KEY decodes to fewer than 32 bytes');
  return new Uint8Array(key);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  return {
    port: Number(env.PORT ?? 8080),
    resourceUrl: need(env, 'MCP_RESOURCE_URL'),
    issuer: need(env, 'OAUTH_ISSUER'),
    jwksUrl: need(env, 'OAUTH_JWKS_URL'),
    databaseUrl: need(env, 'DATABASE_URL'),
    redisUrl: need(env, 'REDIS_URL'),
    appSecret: need(env, 'SHOPLINE_APP_SECRET'),
    adminApiVersion: env.SHOPLINE_API_VERSION ?? '2025-04',
    stateKey: decodeStateKey(env.SHOPLINE_STATE_KEY),
  };
}
