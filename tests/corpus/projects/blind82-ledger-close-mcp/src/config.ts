// Runtime configuration for the ledger close server, read once from the environment at startup.
// @ts-nocheck

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`missing required environment variable ${name}`);
  return value;
}

export const config = {
  port: Number(process.env.PORT ?? 8088),
  databaseUrl: required('LEDGER_DATABASE_URL'),
  identity: {
    introspectUrl: required('IDENTITY_INTROSPECT_URL'),
    clientId: required('IDENTITY_CLIENT_ID'),
    clientSecret: required('IDENTITY_CLIENT_SECRET'),
  },
  billing: {
    baseUrl: required('BILLING_API_URL'),
    audience: process.env.BILLING_AUDIENCE ?? 'billing-api',
    tokenExchangeUrl: required('TOKEN_EXCHANGE_URL'),
  },
  state: {
    keysJson: process.env.LEDGER_STATE_KEYS ?? '{}',
    activeKid: process.env.LEDGER_STATE_ACTIVE_KID,
  },
};
