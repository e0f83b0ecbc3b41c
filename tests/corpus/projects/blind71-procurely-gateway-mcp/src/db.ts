// Postgres pool plus the pending-interaction table that backs opaque requestState handles.
// @ts-nocheck
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { config } from './config.js';

export const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 15 });

export async function query<T = any>(sql: string, params: unknown[] = []): Promise<T[]> {
  const res = await pool.query(sql, params);
  return res.rows as T[];
}

export async function savePending(tenantId: string, userId: string, tool: string, data: unknown): Promise<string> {
  const handle = randomBytes(32).toString('base64url');
  await query(
    `INSERT INTO pending_interactions (handle, tenant_id, user_id, tool, data, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
    [handle, tenantId, userId, tool, JSON.stringify(data), config.pendingTtlSeconds],
  );
  return handle;
}

export async function takePending<T>(handle: unknown, tenantId: string, userId: string, tool: string): Promise<T | null> {
  if (typeof handle !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(handle)) return null;
  const rows = await query(
    `DELETE FROM pending_interactions
      WHERE handle = $1 AND tenant_id = $2 AND user_id = $3 AND tool = $4 AND expires_at > now()
      RETURNING data`,
    [handle, tenantId, userId, tool],
  );
  return rows.length ? (rows[0].data as T) : null;
}
