// Environment-driven settings for the MediaVault MCP server.
// @ts-nocheck
function env(name: string, fallback?: string): string {
  const value = process.env[name] ?? fallback;
  if (value === undefined || value === '') throw new Error(`${name} is not set`);
  return value;
}

export const config = {
  port: Number(process.env.PORT ?? 4010),
  host: process.env.HOST ?? '0.0.0.0',
  issuer: env('OIDC_ISSUER'),
  audience: env('MCP_RESOURCE_URL'),
  storageApi: env('VAULT_API_URL', 'https://storage.mediavault.example/v3'),
  storageServiceKey: env('VAULT_SERVICE_KEY'),
  tokenExchangeUrl: env('OIDC_TOKEN_EXCHANGE_URL'),
  exchangeClientId: env('OIDC_EXCHANGE_CLIENT_ID'),
  exchangeClientSecret: env('OIDC_EXCHANGE_CLIENT_SECRET'),
  storageAudience: env('VAULT_AUDIENCE', 'https://storage.mediavault.example'),
  callbackSecret: env('VAULT_CALLBACK_SECRET'),
  stateSecret: process.env.MEDIAVAULT_STATE_SECRET,
  defaultPartSize: 16 * 1024 * 1024,
  maxUploadBytes: 20 * 1024 * 1024 * 1024,
};
