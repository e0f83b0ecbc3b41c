// Per-tenant LIMS connection settings, loaded from the mounted secrets file.
// @ts-nocheck
import { readFile } from 'node:fs/promises';
import { config } from './config.js';

export interface TenantLims {
  tenantId: string;
  limsBaseUrl: string;
  limsApiKey: string;
  releasePortalUrl: string;
}

let cache: Map<string, TenantLims> | undefined;

async function load(): Promise<Map<string, TenantLims>> {
  const raw = JSON.parse(await readFile(config().tenantSecretsPath, 'utf8'));
  return new Map(
    raw.tenants.map((t) => [
      t.id,
      { tenantId: t.id, limsBaseUrl: t.lims_base_url, limsApiKey: t.lims_api_key, releasePortalUrl: t.release_portal_url },
    ]),
  );
}

export async function tenantLims(tenantId: string): Promise<TenantLims> {
  cache ??= await load();
  const tenant = cache.get(tenantId);
  if (!tenant) throw new Error(`no LIMS configuration for tenant ${tenantId}`);
  return tenant;
}

export function clearTenantCache(): void {
  cache = undefined;
}
