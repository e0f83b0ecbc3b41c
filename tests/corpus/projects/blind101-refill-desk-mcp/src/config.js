// Loads refill-desk settings from the environment and fails fast when required values are missing.
function need(name) {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

module.exports = {
  port: Number(process.env.PORT || 3000),
  mysql: {
    host: need('MYSQL_HOST'),
    port: Number(process.env.MYSQL_PORT || 3306),
    user: need('MYSQL_USER'),
    password: need('MYSQL_PASSWORD'),
    database: process.env.MYSQL_DATABASE || 'pharmacy',
  },
  oidc: {
    issuer: need('OIDC_ISSUER'),
    audience: process.env.OIDC_AUDIENCE || 'refill-desk',
    jwksUri: need('OIDC_JWKS_URI'),
  },
  claimsApi: {
    baseUrl: need('CLAIMS_API_URL'),
    clientKey: need('CLAIMS_API_KEY'),
  },
  stateSeedB64: process.env.STATE_SIGNING_SEED,
  stateTtlMs: 10 * 60 * 1000,
};
