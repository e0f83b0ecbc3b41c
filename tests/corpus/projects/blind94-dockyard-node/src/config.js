// Loads Dockyard settings from process.env and refuses to start with unusable secrets.
const { fromB64url } = require('./crypto/b64url');

const API_VERSION = '2026-07-28';
const MIN_KEY_BYTES = 32;
const MAX_STATE_TTL_SECONDS = 600;

function requireEnv(env, name) {
  const value = env[name];
  if (!value || !value.trim()) throw new Error(`${name} must be set`);
  return value.trim();
}

function loadKey(env, name) {
  const bytes = fromB64url(requireEnv(env, name));
  if (!bytes || bytes.length < MIN_KEY_BYTES) {
    throw new Error(`${name} must be base64url for at least ${MIN_KEY_BYTES} random bytes (try: openssl rand 32 | basenc --base64url)`);
  }
  return bytes;
}

function loadConfig(env = process.env) {
  const ttl = Number(env.DOCKYARD_STATE_TTL_SECONDS || MAX_STATE_TTL_SECONDS);
  return {
    apiVersion: API_VERSION,
    port: Number(env.PORT || 8080),
    databaseUrl: requireEnv(env, 'DATABASE_URL'),
    introspectionUrl: requireEnv(env, 'DOCKYARD_INTROSPECTION_URL'),
    introspectionClientId: requireEnv(env, 'DOCKYARD_INTROSPECTION_CLIENT_ID'),
    introspectionClientSecret: requireEnv(env, 'DOCKYARD_INTROSPECTION_CLIENT_SECRET'),
    carrierBaseUrl: requireEnv(env, 'CARRIER_BASE_URL').replace(/\/+$/, ''),
    carrierApiKey: requireEnv(env, 'CARRIER_API_KEY'),
    carrierWebhookSecret: requireEnv(env, 'CARRIER_WEBHOOK_SECRET'),
    stateKeyBytes: loadKey(env, 'DOCKYARD_STATE_KEY'),
    stateTtlSeconds: Math.min(Math.max(Number.isFinite(ttl) ? ttl : MAX_STATE_TTL_SECONDS, 60), MAX_STATE_TTL_SECONDS),
  };
}

module.exports = { loadConfig, API_VERSION };
