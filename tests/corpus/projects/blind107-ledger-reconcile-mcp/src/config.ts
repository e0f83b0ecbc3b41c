// src/config.ts — loads and validates ledger server settings and secrets from the environment
// @ts-nocheck
var cached = null;

function requiredEnv(name) {
  var value = process.env[name];
  if (!value) throw new Error(name + ' is not set');
  return value;
}

function requiredKey(name, minBytes) {
  var key = Buffer.from(requiredEnv(name), 'base64');
  if (key.length < minBytes) {
    throw new Error(name + ' must be base64 for at least ' + minBytes + ' random bytes');
  }
  return key;
}

export function loadConfig() {
  if (cached) return cached;
  cached = Object.freeze({
    port: Number(process.env.PORT || 3030),
    databaseUrl: requiredEnv('DATABASE_URL'),
    stateKey: requiredKey('LEDGER_STATE_KEY', 32),
    bankWebhookSecret: requiredKey('BANK_WEBHOOK_SECRET', 32),
    bankApiBase: process.env.BANK_API_BASE || 'https://api.openbank-aggregator.example',
    bankApiKey: requiredEnv('BANK_API_KEY'),
    identityIssuer: requiredEnv('IDENTITY_ISSUER'),
    introspectionClientId: requiredEnv('INTROSPECTION_CLIENT_ID'),
    introspectionClientSecret: requiredEnv('INTROSPECTION_CLIENT_SECRET'),
    writeOffLimitCents: Number(process.env.WRITE_OFF_LIMIT_CENTS || 250000)
  });
  return cached;
}
