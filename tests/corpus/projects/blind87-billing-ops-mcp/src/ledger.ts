// Postgres access to invoices, refunds, credits and the staff audit log.
// @ts-nocheck
import pg from 'pg';

export function createLedger(databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });

  return {
    pool,

    async invoice(tenantId, invoiceId) {
      const { rows } = await pool.query(
        `SELECT id, tenant_id, customer_id, provider_invoice_id, charge_id, status, total_cents, refunded_cents
           FROM invoices WHERE tenant_id = $1 AND id = $2`,
        [tenantId, invoiceId],
      );
      return rows[0] ?? null;
    },

    async customer(tenantId, customerId) {
      const { rows } = await pool.query(
        `SELECT id, tenant_id, provider_customer_ref, display_name, credit_cents
           FROM customers WHERE tenant_id = $1 AND id = $2`,
        [tenantId, customerId],
      );
      return rows[0] ?? null;
    },

    async recordRefund({ tenantId, invoiceId, amountCents, providerRefundId, staffId }) {
      await pool.query('BEGIN');
      try {
        await pool.query(
          `INSERT INTO refunds (tenant_id, invoice_id, amount_cents, provider_refund_id, staff_id)
           VALUES ($1, $2, $3, $4, $5)`,
          [tenantId, invoiceId, amountCents, providerRefundId, staffId],
        );
        await pool.query(
          'UPDATE invoices SET refunded_cents = refunded_cents + $3 WHERE tenant_id = $1 AND id = $2',
          [tenantId, invoiceId, amountCents],
        );
        await pool.query('COMMIT');
      } catch (err) {
        await pool.query('ROLLBACK');
        throw err;
      }
    },

    async markVoided(tenantId, invoiceId, staffId) {
      await pool.query(
        `UPDATE invoices SET status = 'void', voided_by = $3, voided_at = now() WHERE tenant_id = $1 AND id = $2`,
        [tenantId, invoiceId, staffId],
      );
    },

    async recordCredit({ tenantId, customerId, amountCents, memo, staffId }) {
      await pool.query(
        `INSERT INTO credits (tenant_id, customer_id, amount_cents, memo, staff_id) VALUES ($1, $2, $3, $4, $5)`,
        [tenantId, customerId, amountCents, memo, staffId],
      );
    },

    async applyProviderEvent(event) {
      await pool.query(
        `INSERT INTO provider_events (id, type, payload) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING`,
        [event.id, event.type, event],
      );
    },
  };
}
