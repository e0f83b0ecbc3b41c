// Postgres queries for charges and refunds, always scoped to a customer workspace.
import pg from 'pg';
import { config } from './config.js';

const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });

export async function findCharges(workspaceId, customerEmail, sinceDays) {
  const { rows } = await pool.query(
    `SELECT id, amount_minor, refunded_minor, currency, description, created_at, card_last4
       FROM charges
      WHERE workspace_id = $1 AND lower(customer_email) = lower($2) AND created_at > now() - make_interval(days => $3)
      ORDER BY created_at DESC LIMIT 10`,
    [workspaceId, customerEmail, sinceDays],
  );
  return rows;
}

export async function getCharge(workspaceId, chargeId) {
  const { rows } = await pool.query(
    `SELECT id, amount_minor, refunded_minor, currency, description, created_at, card_last4, status
       FROM charges WHERE workspace_id = $1 AND id = $2`,
    [workspaceId, chargeId],
  );
  return rows[0] ?? null;
}

export async function recordRefund(workspaceId, { chargeId, refundId, amountMinor, agentId, reason, status }) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO refunds (id, workspace_id, charge_id, amount_minor, agent_id, reason, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [refundId, workspaceId, chargeId, amountMinor, agentId, reason, status],
    );
    await client.query(
      'UPDATE charges SET refunded_minor = refunded_minor + $3 WHERE workspace_id = $1 AND id = $2',
      [workspaceId, chargeId, amountMinor],
    );
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }
}

export async function updateRefundStatus(refundId, status) {
  await pool.query('UPDATE refunds SET status = $2, updated_at = now() WHERE id = $1', [refundId, status]);
}
