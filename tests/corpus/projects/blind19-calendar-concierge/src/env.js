/**
 * Startup configuration. Anything missing or malformed stops the process before it
 * listens, so a misconfigured replica never serves a request.
 */

function requireEnv(name) {
  const value = process.env[name];
  if (value === undefined || value.trim() === '') {
    throw new Error(`${name} is not set`);
  }
  return value.trim();
}

function decodeKey(name) {
  const raw = requireEnv(name);
  const encoded = raw.startsWith('base64:') ? raw.slice('base64:'.length) : raw;
  const key = Buffer.from(encoded, 'base64');
  if (key.length < 32) {
    throw new Error(`${name} must decode to at least 32 bytes; generate one with \`openssl rand -base64 32\``);
  }
  return key;
}

function parseUrl(name) {
  const raw = requireEnv(name);
  try {
    return new URL(raw);
  } catch {
    throw new Error(`${name} is not a valid URL: ${raw}`);
  }
}

export function readEnv() {
  return Object.freeze({
    port: Number.parseInt(process.env.PORT ?? '8787', 10),
    stateKey: decodeKey('CONCIERGE_STATE_KEY'),
    issuer: requireEnv('OIDC_ISSUER'),
    audience: process.env.OIDC_AUDIENCE ?? 'calendar-concierge',
    jwksUrl: parseUrl('OIDC_JWKS_URL'),
    tokenVaultUrl: parseUrl('TOKEN_VAULT_URL'),
    tokenVaultCredential: requireEnv('TOKEN_VAULT_CREDENTIAL'),
  });
}
