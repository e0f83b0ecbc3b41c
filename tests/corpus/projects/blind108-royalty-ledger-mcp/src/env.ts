// Environment settings for the ledger server.
// @ts-nocheck
function need(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

export const env = {
  host: process.env.HOST ?? '0.0.0.0',
  port: Number(process.env.PORT ?? 7450),
  logLevel: process.env.LOG_LEVEL ?? 'info',
  ledgerPath: process.env.LEDGER_DB ?? './data/ledger.sqlite',
  issuer: need('AUTH_ISSUER'),
  audience: need('AUTH_AUDIENCE'),
  jwksUrl: need('AUTH_JWKS_URL'),
  distributor: {
    baseUrl: need('DISTRIBUTOR_API_URL'),
    tokenUrl: need('DISTRIBUTOR_TOKEN_URL'),
    clientId: need('DISTRIBUTOR_CLIENT_ID'),
    clientSecret: need('DISTRIBUTOR_CLIENT_SECRET'),
  },
};
