// Reads the server configuration from environment variables once at startup.
// @ts-nocheck

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`missing required environment variable ${name}`);
  return value;
}

export const config = {
  port: Number(process.env.PORT ?? 8787),
  publicUrl: process.env.PUBLIC_URL ?? 'http://localhost:8787',
  databaseUrl: required('DATABASE_URL'),
  issuer: required('OIDC_ISSUER'),
  audience: process.env.OIDC_AUDIENCE ?? 'orchardline-mcp',
  jwksUrl: required('OIDC_JWKS_URL'),
  coopBaseUrl: process.env.COOP_BASE_URL ?? 'https://api.valleygrowers.coop/v3',
  stateKeyCurrent: process.env.ORCHARD_STATE_KEY,
  stateKeyPrevious: process.env.ORCHARD_STATE_KEY_PREVIOUS,
  stateKid: process.env.ORCHARD_STATE_KID ?? 'k3',
  previousKid: process.env.ORCHARD_STATE_PREVIOUS_KID ?? 'k2',
  stateTtlSeconds: 600,
};
