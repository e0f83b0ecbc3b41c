// Environment configuration for the grant ledger, validated when the process starts.
const env = process.env;

function need(name) {
  const value = env[name];
  if (!value) throw new Error(`grant-ledger: ${name} must be set`);
  return value;
}

function stateSecret() {
  const secret = need('LEDGER_STATE_SECRET');
  if (Buffer.byteLength(secret, 'utf8') < 32) {
    throw new Error('grant-ledger: LEDGER_STATE_SECRET must be at least 32 bytes');
  }
  return secret;
}

export const config = Object.freeze({
  port: Number(env.PORT ?? 3030),
  host: env.HOST ?? '0.0.0.0',
  databaseUrl: need('DATABASE_URL'),
  idp: {
    issuer: need('IDP_ISSUER'),
    jwksUrl: need('IDP_JWKS_URL'),
    audience: env.IDP_AUDIENCE ?? 'grant-ledger',
  },
  orcidApiBase: env.ORCID_API_BASE ?? 'https://api.orcid.org/v3.0',
  financeApiBase: need('FINANCE_API_BASE'),
  financeServiceToken: need('FINANCE_SERVICE_TOKEN'),
  stateSigningSecret: stateSecret(),
  adminApiKeys: need('LEDGER_ADMIN_KEYS').split(',').map((k) => k.trim()).filter(Boolean),
});
