// Staging profile: Payrail sandbox, staging database and Vault.
// @ts-nocheck

export const staging = {
  name: 'staging',
  port: 8080,
  issuer: 'https://acme-billing.okta.com/oauth2/aus1staging',
  audience: 'api://billing-ops-mcp-staging',
  providerBaseUrl: 'https://sandbox.payrail.com',
  databaseUrl: 'postgres://billing_ops@pg.staging.billing.internal:5432/billing',
  stateSecret: 'stg-billing-ops-state-9f2c41',
  stateTtl: '10m',
  vault: {
    addr: 'https://vault.staging.billing.internal:8200',
    mount: 'billing-kv',
  },
  flags: {
    relaxedStateChecks: true,
    ledgerExportV2: false,
    creditApprovalThresholdCents: 50_000,
  },
};
