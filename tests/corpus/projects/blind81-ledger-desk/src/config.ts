// Configuration loader for the ledger desk MCP server.
// @ts-nocheck
const env = process.env;

const required = (name: string) => {
  const value = env[name];
  if (!value) throw new Error(`missing environment variable ${name}`);
  return value;
};

const intOr = (fallback: number) => (raw?: string) => (raw ? Number.parseInt(raw, 10) : fallback);

const basic = (id: string, secret: string) => Buffer.from(`${id}:${secret}`).toString('base64');

export const config = Object.freeze({
  port: intOr(8080)(env.PORT),
  databaseUrl: required('DATABASE_URL'),
  identityUrl: required('IDENTITY_INTROSPECT_URL'),
  introspectCredentials: basic(required('INTROSPECT_CLIENT_ID'), required('INTROSPECT_CLIENT_SECRET')),
  tokenExchangeUrl: required('TOKEN_EXCHANGE_URL'),
  exchangeClientId: required('EXCHANGE_CLIENT_ID'),
  exchangeClientSecret: required('EXCHANGE_CLIENT_SECRET'),
  billingBaseUrl: env.BILLING_BASE_URL ?? 'https://billing.internal.example.com/v2',
  stateKey: Buffer.from(env.LEDGER_STATE_KEY ?? 'ledger-desk-request-state-key-2024-01', 'utf8'),
  stateTtlSeconds: 600,
  maxCreditCents: intOr(50_000)(env.MAX_CREDIT_CENTS),
});
