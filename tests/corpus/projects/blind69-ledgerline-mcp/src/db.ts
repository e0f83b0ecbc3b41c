// Postgres access for merchants, their connected payout accounts, audit rows and webhook bookkeeping.
// @ts-nocheck
import pg from 'pg';
import { config } from './config.js';

export const pool = new pg.Pool({
  connectionString: config.databaseUrl,
  max: 10,
  idleTimeoutMillis: 30_000,
});

export async function findMerchantForUser(userId: string) {
  const { rows } = await pool.query(
    `SELECT m.id, m.display_name, m.ledger_account_id, mm.role,
            (mm.role IN ('owner', 'finance')) AS can_refund,
            (mm.role = 'owner') AS can_payout
       FROM merchants m
       JOIN merchant_members mm ON mm.merchant_id = m.id
      WHERE mm.user_id = $1 AND m.suspended_at IS NULL
      LIMIT 1`,
    [userId],
  );
  return rows[0] ?? null;
}

export async function listConnectedAccounts(merchantId: string) {
  const { rows } = await pool.query(
    `SELECT id, label, currency, bank_last4 AS last4
       FROM connected_accounts
      WHERE merchant_id = $1 AND disabled_at IS NULL
      ORDER BY label`,
    [merchantId],
  );
  return rows;
}

export async function getConnectedAccount(merchantId: string, accountId: string) {
  const { rows } = await pool.query(
    `SELECT id, label, currency, ledger_account_id, restricted_key, bank_last4 AS last4
       FROM connected_accounts
      WHERE merchant_id = $1 AND id = $2 AND disabled_at IS NULL`,
    [merchantId, accountId],
  );
  return rows[0] ?? null;
}

export async function recordAudit(entry: { userId: string; action: string; target: string; detail?: unknown }) {
  await pool.query(
    `INSERT INTO audit_log (user_id, action, target, detail, created_at)
     VALUES ($1, $2, $3, $4, now())`,
    [entry.userId, entry.action, entry.target, JSON.stringify(entry.detail ?? {})],
  );
}

export async function claimWebhookEvent(eventId: string, type: string): Promise<boolean> {
  const { rowCount } = await pool.query(
    `INSERT INTO processed_webhooks (event_id, type, received_at)
     VALUES ($1, $2, now())
     ON CONFLICT (event_id) DO NOTHING`,
    [eventId, type],
  );
  return rowCount === 1;
}

export async function updateRefundStatus(refundId: string, status: string) {
  await pool.query(`UPDATE refunds_mirror SET status = $2, updated_at = now() WHERE refund_id = $1`, [
    refundId,
    status,
  ]);
}

export async function flagPayoutFailure(payoutId: string, failureCode: string | null) {
  await pool.query(
    `UPDATE payouts_mirror SET status = 'failed', failure_code = $2, updated_at = now() WHERE payout_id = $1`,
    [payoutId, failureCode],
  );
}
