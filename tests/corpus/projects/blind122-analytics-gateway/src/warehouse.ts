// Warehouse API client for dry runs, queries, dataset info and exports, plus a SQL digest helper.
// @ts-nocheck
import { createHash } from 'crypto';

const WAREHOUSE_URL = process.env.WAREHOUSE_URL ?? 'https://warehouse.internal:9443';
const WAREHOUSE_TOKEN = process.env.WAREHOUSE_TOKEN;

async function post<T>(path: string, body: unknown): Promise<T> {
  if (!WAREHOUSE_TOKEN) throw new Error('WAREHOUSE_TOKEN is not configured');
  const res = await fetch(`${WAREHOUSE_URL}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${WAREHOUSE_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`warehouse ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export const sqlDigest = (sql: string) => createHash('sha256').update(sql.trim()).digest('hex');

export const warehouse = {
  estimate: (sql: string, asUser: string) => post<{ bytes: number }>('/v1/dry-run', { sql, asUser }),
  run: (sql: string, asUser: string) => post<{ rows: Record<string, unknown>[]; truncated: boolean }>('/v1/query', { sql, asUser, maxRows: 200 }),
  datasetInfo: (datasetId: string, asUser: string) => post<{ rows: number; pii: boolean }>('/v1/datasets/describe', { datasetId, asUser }),
  export: (datasetId: string, format: string, destination: string, asUser: string) =>
    post<{ jobId: string }>('/v1/exports', { datasetId, format, destination, asUser }),
};
