// Postgres repository for customers, invoices and refunds, always scoped to the caller's organisation.
import pg from 'pg';

export function createRepo(connectionString) {
  const pool = new pg.Pool({ connectionString, max: 8 });

  const first = async (sql, params) => (await pool.query(sql, params)).rows[0] ?? null;

  return {
    customer(orgId, customerId) {
      return first('SELECT id, name, country, vat_number, tax_exempt FROM customers WHERE org_id = $1 AND id = $2', [orgId, customerId]);
    },

    invoice(orgId, invoiceId) {
      return first(
        `SELECT i.id, i.number, i.status, i.currency, i.total_cents, i.charge_id,
                COALESCE((SELECT sum(amount_cents) FROM refunds r WHERE r.invoice_id = i.id), 0)::int AS refunded_cents
           FROM invoices i
          WHERE i.org_id = $1 AND i.id = $2`,
        [orgId, invoiceId],
      );
    },

    async insertInvoice(inv) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const row = (
          await client.query(
            `INSERT INTO invoices (org_id, customer_id, currency, subtotal_cents, tax_cents, total_cents, tax_quote_id, net_days, status, created_by)
             VALUES ($1, $2, $3, $4, $5, $4 + $5, $6, $7, 'draft', $8)
             RETURNING id, number, total_cents`,
            [inv.orgId, inv.customerId, inv.currency, inv.subtotalCents, inv.taxCents, inv.taxQuoteId, inv.netDays, inv.createdBy],
          )
        ).rows[0];
        for (const [i, line] of inv.lines.entries()) {
          await client.query(
            'INSERT INTO invoice_lines (invoice_id, position, sku, description, quantity, unit_price_cents) VALUES ($1, $2, $3, $4, $5, $6)',
            [row.id, i + 1, line.sku, line.description, line.quantity, line.unitPriceCents],
          );
        }
        await client.query('COMMIT');
        return row;
      } catch (err) {
        await client.query('ROLLBACK');
        throw err;
      } finally {
        client.release();
      }
    },

    recordRefund(r) {
      return first(
        `INSERT INTO refunds (invoice_id, gateway_refund_id, amount_cents, reason, created_by)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [r.invoiceId, r.gatewayRefundId, r.amountCents, r.reason, r.createdBy],
      );
    },

    vendor(orgId, vendorId) {
      return first('SELECT id, name, erp_ref FROM vendors WHERE org_id = $1 AND id = $2', [orgId, vendorId]);
    },

    close: () => pool.end(),
  };
}
