// Postgres access for journal entries, accounting periods and posting permissions.
// @ts-nocheck
import pg from 'pg';
import { config } from './config.js';

export const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });

export async function getEntry(entryId: string) {
  const { rows } = await pool.query(
    `SELECT id, entity_id, period, memo, amount_minor, currency, status
       FROM journal_entries WHERE id = $1`,
    [entryId],
  );
  return rows[0] ?? null;
}

export async function userCanPost(userId: string, entityId: string): Promise<boolean> {
  const { rowCount } = await pool.query(
    `SELECT 1 FROM entity_roles WHERE user_id = $1 AND entity_id = $2 AND role IN ('accountant', 'controller')`,
    [userId, entityId],
  );
  return rowCount > 0;
}

export async function userIsController(userId: string, entityId: string): Promise<boolean> {
  const { rowCount } = await pool.query(
    `SELECT 1 FROM entity_roles WHERE user_id = $1 AND entity_id = $2 AND role = 'controller'`,
    [userId, entityId],
  );
  return rowCount > 0;
}

export async function reverseEntry(entryId: string, userId: string, reason: string): Promise<string> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query(
      `SELECT * FROM journal_entries WHERE id = $1 AND status = 'posted' FOR UPDATE`,
      [entryId],
    );
    const original = rows[0];
    if (!original) throw new Error('entry not found or no longer posted');
    const { rows: created } = await client.query(
      `INSERT INTO journal_entries (entity_id, period, memo, amount_minor, currency, status, reverses_id, created_by)
       VALUES ($1, $2, $3, $4, $5, 'posted', $6, $7) RETURNING id`,
      [original.entity_id, original.period, `Reversal: ${reason}`, -original.amount_minor, original.currency, original.id, userId],
    );
    await client.query(`UPDATE journal_entries SET status = 'reversed' WHERE id = $1`, [entryId]);
    await client.query('COMMIT');
    return created[0].id;
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }
}

export async function periodSummary(entityId: string, period: string) {
  const { rows } = await pool.query(
    `SELECT p.status,
            COUNT(j.id) FILTER (WHERE j.status = 'draft') AS drafts,
            COALESCE(SUM(j.amount_minor) FILTER (WHERE j.status = 'posted'), 0) AS net_minor
       FROM periods p
       LEFT JOIN journal_entries j ON j.entity_id = p.entity_id AND j.period = p.period
      WHERE p.entity_id = $1 AND p.period = $2
      GROUP BY p.status`,
    [entityId, period],
  );
  return rows[0] ?? null;
}

export async function closePeriod(entityId: string, period: string, userId: string): Promise<void> {
  const { rowCount } = await pool.query(
    `UPDATE periods SET status = 'closed', closed_by = $3, closed_at = now()
      WHERE entity_id = $1 AND period = $2 AND status = 'open'`,
    [entityId, period, userId],
  );
  if (rowCount !== 1) throw new Error('period is not open');
}
