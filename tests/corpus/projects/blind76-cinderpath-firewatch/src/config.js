// Configuration for the firewatch server; secrets are required, decoded from base64 and length-checked.
function required(name) {
  const value = process.env[name];
  if (!value || !value.trim()) throw new Error(`${name} must be set`);
  return value.trim();
}

function secretBytes(name, minBytes) {
  const bytes = Buffer.from(required(name), 'base64');
  if (bytes.length < minBytes) throw new Error(`${name} must decode to at least ${minBytes} bytes (got ${bytes.length})`);
  return bytes;
}

function optionalSecretBytes(name, minBytes) {
  return process.env[name] ? secretBytes(name, minBytes) : null;
}

const previousSensorSecret = optionalSecretBytes('FIREWATCH_SENSOR_WEBHOOK_SECRET_PREVIOUS', 32);

export const config = Object.freeze({
  port: Number(process.env.PORT ?? 8080),
  databaseUrl: required('DATABASE_URL'),
  redisUrl: required('REDIS_URL'),
  jwksUrl: required('FIREWATCH_JWKS_URL'),
  tokenIssuer: required('FIREWATCH_TOKEN_ISSUER'),
  tokenAudience: process.env.FIREWATCH_TOKEN_AUDIENCE ?? 'https://firewatch.cinderpath.example/mcp',
  stateKey: secretBytes('FIREWATCH_STATE_KEY', 32),
  stateTtlSeconds: 540,
  sensorWebhookSecrets: [secretBytes('FIREWATCH_SENSOR_WEBHOOK_SECRET', 32), previousSensorSecret].filter(Boolean),
  weatherUrl: process.env.WEATHER_API_URL ?? 'https://api.fireweather.example/v1',
  satelliteUrl: process.env.SATELLITE_API_URL ?? 'https://tasking.orbitview.example/v2',
  satelliteApiKey: required('SATELLITE_API_KEY'),
});
