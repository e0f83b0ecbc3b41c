// Tenant registry: loads each workspace's billing settings and integrations from Postgres, with a short cache.
// @ts-nocheck
import { query } from './db.js';
import { config } from './config.js';

export interface Tenant {
  id: string;
  slug: string;
  displayName: string;
  currency: string;
  plan: 'starter' | 'growth' | 'enterprise';
  refundLimitCents: number;
  warehouseDataset: string | null;
  warehouseApiKey: string | null;
  suspended: boolean;
}

const cache = new Map<string, { tenant: Tenant; loadedAt: number }>();

export async function loadTenant(tenantId: string): Promise<Tenant> {
  const hit = cache.get(tenantId);
  if (hit && Date.now() - hit.loadedAt < config.tenantCacheMs) return hit.tenant;

  const rows = await query(
    `SELECT t.id, t.slug, t.display_name, t.currency, t.plan, t.refund_limit_cents, t.suspended_at,
            w.dataset AS warehouse_dataset, w.api_key AS warehouse_api_key
       FROM tenants t
       LEFT JOIN tenant_warehouse_links w ON w.tenant_id = t.id AND w.disabled_at IS NULL
      WHERE t.id = $1`,
    [tenantId],
  );
  if (rows.length === 0) throw new Error(`unknown tenant ${tenantId}`);
  const r = rows[0];
  const tenant: Tenant = {
    id: r.id,
    slug: r.slug,
    displayName: r.display_name,
    currency: r.currency,
    plan: r.plan,
    refundLimitCents: Number(r.refund_limit_cents),
    warehouseDataset: r.warehouse_dataset,
    warehouseApiKey: r.warehouse_api_key,
    suspended: r.suspended_at !== null,
  };
  cache.set(tenantId, { tenant, loadedAt: Date.now() });
  return tenant;
}

export async function tenantExists(tenantId: string): Promise<boolean> {
  const rows = await query('SELECT 1 FROM tenants WHERE id = $1 AND suspended_at IS NULL', [tenantId]);
  return rows.length > 0;
}

export function forgetTenant(tenantId: string): void {
  cache.delete(tenantId);
}
