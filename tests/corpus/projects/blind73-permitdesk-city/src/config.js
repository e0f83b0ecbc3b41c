// Reads PermitDesk configuration from the environment and refuses to start without strong secrets.
function requiredEnv(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set`);
  return value;
}

function secretBytes(name, minBytes) {
  const decoded = Buffer.from(requiredEnv(name), 'base64');
  if (decoded.length < minBytes) {
    throw new Error(`${name} must be base64 of at least ${minBytes} random bytes (got ${decoded.length})`);
  }
  return decoded;
}

export const config = Object.freeze({
  port: Number(process.env.PORT || 8080),
  databaseUrl: requiredEnv('DATABASE_URL'),
  redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379/2',
  sso: {
    issuer: requiredEnv('CITY_SSO_ISSUER'),
    audience: process.env.CITY_SSO_AUDIENCE || 'permitdesk-mcp',
    jwksUrl: requiredEnv('CITY_SSO_JWKS_URL'),
  },
  services: {
    inspectionsUrl: process.env.INSPECTIONS_API_URL || 'https://inspections.internal.city.example/api/v2',
    lockerUrl: process.env.LOCKER_API_URL || 'https://locker.internal.city.example/v1',
    apiKey: requiredEnv('CITY_SERVICES_API_KEY'),
  },
  stateKey: secretBytes('PERMITDESK_STATE_KEY', 32),
  paymentsWebhookSecret: secretBytes('PAYGOV_WEBHOOK_SECRET', 32),
  webhookToleranceSeconds: 300,
});
