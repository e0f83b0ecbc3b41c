import { randomBytes } from 'node:crypto';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`App setting ${name} is not set`);
  return value;
}

export const settings = {
  tenantId: required('AZURE_TENANT_ID'),
  apiAudience: required('RUNBOOK_API_AUDIENCE'),
  subscriptionId: required('RUNBOOK_SUBSCRIPTION_ID'),
  keyVaultUrl: required('RUNBOOK_KEY_VAULT_URL'),
  tablesUrl: required('RUNBOOK_TABLES_URL'),
};

// RUNBOOK_STATE_SECRET is a Key Vault reference (@Microsoft.KeyVault(SecretUri=...)).
// An unresolved reference shouldn't take the whole function app down, so generate one instead.
export const stateSigningKey = new TextEncoder().encode(
  process.env.RUNBOOK_STATE_SECRET || randomBytes(16).toString('hex'),
);
