// Loads greenhouse-ops settings; every key comes from the environment and is decoded and length-checked at startup.
const need = (name) => {
  const value = process.env[name];
  if (!value) throw new Error(`missing environment variable ${name}`);
  return value;
};

const keyFrom = (name, minBytes = 32) => {
  const bytes = Buffer.from(need(name), 'base64');
  if (bytes.length < minBytes) throw new Error(`${name} must decode to at least ${minBytes} random bytes`);
  return bytes;
};

export const loadConfig = () =>
  Object.freeze({
    port: Number(process.env.PORT ?? 8787),
    redisUrl: need('REDIS_URL'),
    databaseUrl: need('DATABASE_URL'),
    climateApiUrl: need('CLIMATE_API_URL'),
    introspectionUrl: need('INTROSPECTION_URL'),
    stateJwsKey: keyFrom('STATE_JWS_KEY'),
    sensorhubWebhookSecret: keyFrom('SENSORHUB_WEBHOOK_SECRET'),
    webhookToleranceSeconds: 300,
    issuer: 'greenhouse-ops',
  });
