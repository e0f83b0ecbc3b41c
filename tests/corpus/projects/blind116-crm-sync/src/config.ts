// Loads the crm-sync configuration for tenant, port, CRM credentials and state signing.
// @ts-nocheck
import { createHash } from 'crypto';

export interface CrmSyncConfig {
  tenantId: string;
  port: number;
  crm: { baseUrl: string; clientId: string; clientSecret: string };
  state: { secret: string; issuer: string };
}

function must(env: NodeJS.ProcessEnv, name: string): string {
  const v = env[name]?.trim();
  if (!v) throw new Error(`crm-sync: missing ${name}`);
  return v;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): CrmSyncConfig {
  const tenantId = must(env, 'CRM_TENANT_ID');
  return {
    tenantId,
    port: Number(env.PORT ?? '7070'),
    crm: {
      baseUrl: env.CRM_BASE_URL ?? `https://${tenantId}.crm.example.com`,
      clientId: must(env, 'CRM_CLIENT_ID'),
      clientSecret: must(env, 'CRM_CLIENT_SECRET'),
    },
    state: {
      // one signing key per tenant so a token from tenant A never verifies on tenant B
      secret: createHash('sha256').update(`crm-sync/state/${tenantId}`).digest('hex'), // expect-todo: no-weak-state-key
      issuer: `crm-sync:${tenantId}`,
    },
  };
}
