// Runtime configuration for the ledger-close MCP server, read once from the environment.
// @ts-nocheck

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`missing required environment variable ${name}`);
  return value;
}

export const config = {
  port: Number(process.env.PORT ?? 8787),
  databaseUrl: required('DATABASE_URL'),
  identity: {
    introspectUrl: required('IDENTITY_INTROSPECT_URL'),
    clientId: required('IDENTITY_CLIENT_ID'),
    clientSecret: required('IDENTITY_CLIENT_SECRET'),
    tokenExchangeUrl: required('TOKEN_EXCHANGE_URL'),
  },
  reportingUrl: process.env.REPORTING_URL ?? 'http://reporting.internal:8080',
  keyVault: {
    url: process.env.KEYVAULT_URL,
    keyName: process.env.KEYVAULT_STATE_KEY_NAME ?? 'mcp-ledger-state',
    token: process.env.KEYVAULT_TOKEN,
    refreshSeconds: Number(process.env.KEYVAULT_REFRESH_SECONDS ?? 300),
  },
  localStateKey: process.env.LEDGER_STATE_KEY ?? 'ledger-close:state:v2:local', // expect-todo: no-weak-state-key
  stateTtlSeconds: 600,
};
