function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set`);
  return value;
}

export const config = Object.freeze({
  port: Number(process.env.PORT ?? 8080),
  keyVaultUrl: required('KEY_VAULT_URL'),

  // Names of secrets in Key Vault. The values never leave the vault except into this process.
  stateKeySecretName: process.env.STATE_KEY_SECRET_NAME ?? 'mcp-state-hmac',
  cloudflareTokenSecretName: process.env.CF_TOKEN_SECRET_NAME ?? 'cloudflare-dns-edit-token',
  firewallTokenSecretName: process.env.FW_TOKEN_SECRET_NAME ?? 'fwmgr-api-token',

  cloudflareZoneId: required('CF_ZONE_ID'),
  firewallApiUrl: process.env.FW_API_URL ?? 'https://fwmgr.corp.internal/api/v2',

  resumeTtlSeconds: 5 * 60,
  keyRefreshMs: 10 * 60 * 1000,

  entra: {
    tenantId: required('ENTRA_TENANT_ID'),
    audience: process.env.ENTRA_AUDIENCE ?? 'api://netops-mcp',
  },
});
