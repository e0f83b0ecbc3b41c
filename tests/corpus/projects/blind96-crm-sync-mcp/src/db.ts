// Postgres access for the audit trail and export job bookkeeping.
// @ts-nocheck
import pg from 'pg';
import { config } from './config.js';

export const pool = new pg.Pool({
  connectionString: config.databaseUrl,
  max: 10,
  idleTimeoutMillis: 30_000,
});

export async function recordAudit(entry: {
  userId: string;
  tenantId?: string;
  tool: string;
  action: string;
  target: string;
  detail?: Record<string, unknown>;
}) {
  await pool.query(
    `INSERT INTO audit_log (user_id, tenant_id, tool, action, target, detail, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, now())`,
    [entry.userId, entry.tenantId ?? null, entry.tool, entry.action, entry.target, entry.detail ?? {}],
  );
}

export async function recordExportJob(userId: string, jobId: string, segment: string, layoutId: string) {
  await pool.query(
    `INSERT INTO export_jobs (job_id, user_id, segment, layout_id, status, created_at)
     VALUES ($1, $2, $3, $4, 'queued', now())
     ON CONFLICT (job_id) DO NOTHING`,
    [jobId, userId, segment, layoutId],
  );
}
