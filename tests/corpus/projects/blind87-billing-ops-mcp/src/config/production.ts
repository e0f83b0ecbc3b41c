// Production profile: derived from staging with live endpoints and the production Vault.
// @ts-nocheck
import { staging } from './staging.js';

export const production = {
  ...staging,
  name: 'production',
  issuer: 'https://acme-billing.okta.com/oauth2/aus1prod',
  audience: 'api://billing-ops-mcp',
  providerBaseUrl: 'https://api.payrail.com',
  databaseUrl: 'postgres://billing_ops@pg.prod.billing.internal:5432/billing',
  vault: {
    ...staging.vault,
    addr: 'https://vault.prod.billing.internal:8200',
  },
  flags: {
    ...staging.flags,
    ledgerExportV2: true,
    creditApprovalThresholdCents: 25_000,
  },
};
