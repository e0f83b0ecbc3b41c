// Client for the warehouse service's query planning and export endpoints.
import config from './config.js';

async function post(path, body) {
  const res = await fetch(new URL(path, config.warehouseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) {
    throw new Error(`warehouse ${path}: ${res.status} ${await res.text()}`);
  }
  return res.json();
}

/** Returns { columns: [{ name, pii }], estimatedRows, stages: [...] } — stages can be huge. */
export const planQuery = (sql, tenant) => post('/v1/plan', { sql, tenant });

export const runExport = (plan, columns, format, tenant) =>
  post('/v1/export', { plan, columns, format, tenant, bucket: config.exportBucket });
