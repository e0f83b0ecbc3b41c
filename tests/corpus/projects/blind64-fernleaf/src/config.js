// Process-wide settings. Missing or short secrets stop the process here, before
// anything listens.

function secret(name) {
  const value = process.env[name];
  if (!value || Buffer.byteLength(value, 'utf8') < 32) {
    throw new Error(`${name} must be set to at least 32 random bytes (openssl rand -base64 32)`);
  }
  return value;
}

const jwtSecret = secret('FERNLEAF_JWT_SECRET');

/** Defaults for ../lib/jwt.js; each caller adds its own `aud`, `sub` and `ttl`. */
export const base = {
  k: new TextEncoder().encode(jwtSecret),
  iss: 'fernleaf-mcp',
};

export const settings = {
  port: Number(process.env.PORT ?? 8110),
  origin: process.env.FERNLEAF_ORIGIN ?? 'http://localhost:8110',
  hookSecret: secret('FERNLEAF_SYNC_HOOK_SECRET'),
  sync: {
    base: process.env.FERNLEAF_SYNC_URL ?? 'https://sync.fernleaf.internal',
    x: secret('FERNLEAF_SYNC_API_KEY'),
  },
  issuer: process.env.FERNLEAF_OIDC_ISSUER ?? 'https://id.fernleaf.app',
};
