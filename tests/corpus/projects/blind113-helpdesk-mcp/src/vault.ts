// Fetches and briefly caches each tenant's Zendesk credentials from Vault.
// @ts-nocheck
import { config } from './config.js';

export interface TenantCredentials {
  subdomain: string;
  email: string;
  apiToken: string;
}

const CACHE_MS = 30_000;
const cache = new Map<string, { creds: TenantCredentials; at: number }>();

/** Per-tenant Zendesk credentials live in Vault; the lookup is slow (~400 ms). */
export async function getTenantCredentials(tenantId: string, bearer: string): Promise<TenantCredentials> {
  const hit = cache.get(tenantId);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.creds;

  const res = await fetch(`${config.vaultUrl}/v1/helpdesk/tenants/${encodeURIComponent(tenantId)}`, {
    headers: { authorization: `Bearer ${bearer}` },
  });
  if (!res.ok) throw new Error(`vault lookup for ${tenantId} failed: ${res.status}`);
  const body = (await res.json()) as { data: TenantCredentials };
  cache.set(tenantId, { creds: body.data, at: Date.now() });
  return body.data;
}
