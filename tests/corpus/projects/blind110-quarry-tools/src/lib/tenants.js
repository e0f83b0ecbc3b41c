// Per-tenant warehouse config, loaded once from the JSON the platform team mounts.
import { readFileSync } from 'node:fs';

const file = process.env.QUARRY_TENANTS_FILE ?? '/etc/quarry/tenants.json';
const tenants = JSON.parse(readFileSync(file, 'utf8'));

/** @returns {{ id: string, warehouseUrl: string, apiKey: string, assetsBucket: string }} */
export function tenantConfig(id) {
  const t = tenants[id];
  if (!t) throw new Error(`unknown tenant ${id}`);
  return t;
}

export async function warehouseQuery(tenant, sql, apiKey = tenant.apiKey) {
  const res = await fetch(`${tenant.warehouseUrl}/v1/query`, {
    method: 'POST',
    headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
    body: JSON.stringify({ sql }),
  });
  if (!res.ok) throw new Error(`warehouse said ${res.status}`);
  return res.json();
}

const assets = new Map();
export const assetStore = {
  list: (bucket, ids) => ids.map((id) => assets.get(`${bucket}/${id}`) ?? { id, missing: true }),
  remove: (bucket, ids) => ids.filter((id) => assets.delete(`${bucket}/${id}`)).length,
};
