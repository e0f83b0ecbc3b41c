// Postgres persistence: pending import plans (keyed by random handles), job ownership, webhook subscriptions.
import pg from 'pg';
import { config } from './config.js';

export const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });

export async function insertPendingImport({ handle, userId, tool, argsDigest, plan, expiresAt }) {
  await pool.query(
    `INSERT INTO pending_imports (handle, user_id, tool, args_digest, plan, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [handle, userId, tool, argsDigest, JSON.stringify(plan), expiresAt],
  );
}

export async function takePendingImport(handle) {
  const { rows } = await pool.query(
    `DELETE FROM pending_imports WHERE handle = $1
     RETURNING user_id, tool, args_digest, plan, expires_at`,
    [handle],
  );
  return rows[0] ?? null;
}

export async function purgeExpiredImports() {
  await pool.query(`DELETE FROM pending_imports WHERE expires_at < now()`);
}

export async function recordJob({ jobId, userId, kind, target }) {
  await pool.query(
    `INSERT INTO jobs (job_id, user_id, kind, target, notified_state, created_at)
     VALUES ($1, $2, $3, $4, NULL, now())
     ON CONFLICT (job_id) DO NOTHING`,
    [jobId, userId, kind, target],
  );
}

export async function jobOwner(jobId) {
  const { rows } = await pool.query(`SELECT user_id FROM jobs WHERE job_id = $1`, [jobId]);
  return rows[0]?.user_id ?? null;
}

export async function jobsAwaitingNotice(limit = 50) {
  const { rows } = await pool.query(
    `SELECT job_id, user_id, kind, target FROM jobs
      WHERE notified_state IS NULL AND created_at > now() - interval '2 days'
      ORDER BY created_at LIMIT $1`,
    [limit],
  );
  return rows;
}

export async function markJobNotified(jobId, state) {
  await pool.query(`UPDATE jobs SET notified_state = $2 WHERE job_id = $1`, [jobId, state]);
}

export async function createSubscription({ id, userId, url, events, secretWrapped }) {
  await pool.query(
    `INSERT INTO webhook_subscriptions (id, user_id, url, events, secret_wrapped, created_at)
     VALUES ($1, $2, $3, $4, $5, now())`,
    [id, userId, url, events, secretWrapped],
  );
}

export async function subscriptionsFor(userId, event) {
  const { rows } = await pool.query(
    `SELECT id, url, secret_wrapped FROM webhook_subscriptions
      WHERE user_id = $1 AND $2 = ANY(events) AND disabled_at IS NULL`,
    [userId, event],
  );
  return rows;
}

export async function recordDelivery({ subscriptionId, eventId, status, attempt }) {
  await pool.query(
    `INSERT INTO webhook_deliveries (subscription_id, event_id, status, attempt, delivered_at)
     VALUES ($1, $2, $3, $4, now())`,
    [subscriptionId, eventId, status, attempt],
  );
}
