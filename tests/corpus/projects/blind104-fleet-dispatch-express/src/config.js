// Loads and validates runtime configuration from the environment.
const env = process.env;

function need(name) {
  const value = env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

function loadStateKey() {
  const key = Buffer.from(need('DISPATCH_STATE_KEY'), 'base64');
  if (key.length < 32) throw new Error('DISPATCH_STATE_KEY must decode to at least 32 bytes');
  return key;
}

export function loadConfig() {
  return Object.freeze({
    port: Number(env.PORT ?? 8085),
    logLevel: env.LOG_LEVEL ?? 'info',
    databaseUrl: need('DATABASE_URL'),
    telematicsUrl: env.TELEMATICS_URL ?? 'https://telematics.fleet.internal/api',
    telematicsApiKey: need('TELEMATICS_API_KEY'),
    oidcIssuer: need('OIDC_ISSUER'),
    oidcAudience: env.OIDC_AUDIENCE ?? 'fleet-dispatch-mcp',
    stateKey: loadStateKey(),
  });
}
