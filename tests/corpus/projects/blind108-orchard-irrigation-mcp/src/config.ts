// Runtime settings for the irrigation server, read once from the environment.
// @ts-nocheck
function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set`);
  return value;
}

export const config = {
  port: Number(process.env.PORT ?? 8787),
  databaseUrl: required('DATABASE_URL'),
  identityUrl: required('IDENTITY_URL'),
  identityClientId: required('IDENTITY_CLIENT_ID'),
  identityClientSecret: required('IDENTITY_CLIENT_SECRET'),
  gatewayUrl: process.env.VALVE_GATEWAY_URL ?? 'http://valve-gateway.internal:9100',
  gatewayToken: required('VALVE_GATEWAY_TOKEN'),
  weatherApiUrl: process.env.WEATHER_API_URL ?? 'https://api.agroweather.example/v3',
  stateKey: Buffer.from(process.env.ORCHARD_STATE_KEY ?? 'orchard-irrigation-state-key-change-me', 'utf8'),
  maxFlushMinutes: Number(process.env.MAX_FLUSH_MINUTES ?? 45),
};
