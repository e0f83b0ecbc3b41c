// Postgres queries for vendors, payouts and bank connections.
// @ts-nocheck
import pg from 'pg';

export function createDb({ connectionString, max = 10, idleTimeoutMillis = 30_000, ...rest } = {}) {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis, ...rest });

  const one = async (sql, params) => (await pool.query(sql, params)).rows[0] ?? null;
  const many = async (sql, params) => (await pool.query(sql, params)).rows;

  return {
    vendor: (orgId, vendorId) =>
      one(
        `SELECT id, display_name, payout_method, default_currency
           FROM vendors WHERE org_id = $1 AND id = $2 AND archived_at IS NULL`,
        [orgId, vendorId],
      ),

    insertPayout: ({ orgId, vendorId, amountCents, currency, memo, requestedBy }) =>
      one(
        `INSERT INTO payouts (org_id, vendor_id, amount_cents, currency, memo, requested_by, status)
         VALUES ($1, $2, $3, $4, $5, $6, 'queued')
         RETURNING id, status, created_at`,
        [orgId, vendorId, amountCents, currency, memo ?? null, requestedBy],
      ),

    payout: (orgId, payoutId) =>
      one(
        `SELECT p.id, p.amount_cents, p.currency, p.status, v.display_name AS vendor_name
           FROM payouts p JOIN vendors v ON v.id = p.vendor_id
          WHERE p.org_id = $1 AND p.id = $2`,
        [orgId, payoutId],
      ),

    markVoided: (orgId, payoutId, userId, reason) =>
      one(
        `UPDATE payouts SET status = 'voided', voided_by = $3, void_reason = $4, voided_at = now()
          WHERE org_id = $1 AND id = $2 AND status IN ('queued', 'held')
          RETURNING id, status`,
        [orgId, payoutId, userId, reason],
      ),

    listPayouts: (orgId, { status, limit = 25 } = {}) =>
      many(
        `SELECT p.id, p.amount_cents, p.currency, p.status, p.created_at, v.display_name AS vendor_name
           FROM payouts p JOIN vendors v ON v.id = p.vendor_id
          WHERE p.org_id = $1 AND ($2::text IS NULL OR p.status = $2)
          ORDER BY p.created_at DESC LIMIT $3`,
        [orgId, status ?? null, Math.min(limit, 200)],
      ),

    bankConnections: (orgId) =>
      many(
        `SELECT id, institution_name, last_synced_at FROM bank_connections
          WHERE org_id = $1 AND disabled_at IS NULL ORDER BY institution_name`,
        [orgId],
      ),

    async upsertTransactions(orgId, connectionId, txns) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        for (const t of txns) {
          await client.query(
            `INSERT INTO bank_transactions (org_id, connection_id, external_id, booked_on, amount_cents, description)
             VALUES ($1, $2, $3, $4, $5, $6)
             ON CONFLICT (connection_id, external_id) DO NOTHING`,
            [orgId, connectionId, t.id, t.bookedOn, t.amountCents, t.description],
          );
        }
        await client.query('UPDATE bank_connections SET last_synced_at = now() WHERE id = $1', [connectionId]);
        await client.query('COMMIT');
        return txns.length;
      } catch (err) {
        await client.query('ROLLBACK');
        throw err;
      } finally {
        client.release();
      }
    },

    close: () => pool.end(),
  };
}
