const MAX_STATE_TTL_SECONDS = 600;

function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`Missing required environment variable ${name}`);
  return value;
}

function loadStateKey() {
  // 32 random bytes, base64: `openssl rand -base64 32`
  const key = Buffer.from(process.env.BILLING_STATE_KEY ?? '', 'base64');
  if (key.length !== 32) {
    throw new Error('BILLING_STATE_KEY must be 32 bytes of base64 (openssl rand -base64 32)');
  }
  return key;
}

function loadTtl() {
  const ttl = Number(process.env.STATE_TTL_SECONDS ?? 300);
  if (!Number.isInteger(ttl) || ttl <= 0 || ttl > MAX_STATE_TTL_SECONDS) {
    throw new Error(`STATE_TTL_SECONDS must be an integer between 1 and ${MAX_STATE_TTL_SECONDS}`);
  }
  return ttl;
}

export const env = Object.freeze({
  port: Number(process.env.PORT ?? '8080'),
  nodeEnv: process.env.NODE_ENV ?? 'development',
  publicUrl: process.env.PUBLIC_URL ?? 'http://localhost:8080',
  introspectionUrl: required('OAUTH_INTROSPECTION_URL'),
  vaultUrl: process.env.VAULT_URL ?? 'http://vault.internal:8200',
  vaultToken: required('VAULT_TOKEN'),
  stateKey: loadStateKey(),
  stateTtlSeconds: loadTtl(),
});
