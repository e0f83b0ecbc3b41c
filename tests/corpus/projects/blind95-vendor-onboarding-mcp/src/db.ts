// Postgres access for the vendor master and its audit trail.
// @ts-nocheck
import pg from 'pg';

export function createDb(connectionString: string) {
  const pool = new pg.Pool({ connectionString, max: 10 });

  return {
    async findVendorByTaxId(taxId: string) {
      const { rows } = await pool.query('SELECT id, legal_name, status FROM vendors WHERE tax_id = $1', [taxId]);
      return rows[0] ?? null;
    },

    async getVendor(id: string) {
      const { rows } = await pool.query(
        `SELECT id, legal_name, tax_id, country, iban_last4, status, erp_supplier_id
           FROM vendors WHERE id = $1`,
        [id],
      );
      return rows[0] ?? null;
    },

    async insertVendor(v, createdBy: string) {
      const { rows } = await pool.query(
        `INSERT INTO vendors (legal_name, tax_id, country, contact_email, payment_terms_days, currency,
                              compliance_ticket, erp_supplier_id, status, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'active', $9)
         RETURNING id`,
        [v.legalName, v.taxId, v.country, v.contactEmail, v.paymentTermsDays, v.currency,
         v.complianceTicket ?? null, v.erpSupplierId, createdBy],
      );
      return rows[0].id;
    },

    async recordBankChange(vendorId: string, ibanLast4: string, changedBy: string) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query(
          'UPDATE vendors SET iban_last4 = $2, updated_by = $3, updated_at = now() WHERE id = $1',
          [vendorId, ibanLast4, changedBy],
        );
        await client.query(
          `INSERT INTO vendor_audit (vendor_id, action, detail, actor) VALUES ($1, 'bank_account_replaced', $2, $3)`,
          [vendorId, JSON.stringify({ ibanLast4 }), changedBy],
        );
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK');
        throw err;
      } finally {
        client.release();
      }
    },

    async listVendors({ status, limit }) {
      const { rows } = await pool.query(
        `SELECT id, legal_name, country, status, created_at FROM vendors
          WHERE ($1::text IS NULL OR status = $1) ORDER BY created_at DESC LIMIT $2`,
        [status ?? null, limit],
      );
      return rows;
    },

    async markDocumentVerified(vendorId: string, documentId: string) {
      await pool.query(
        `UPDATE vendor_documents SET state = 'verified', verified_at = now() WHERE vendor_id = $1 AND id = $2`,
        [vendorId, documentId],
      );
    },

    async markDocumentRejected(vendorId: string, documentId: string, reason: string) {
      await pool.query(
        `UPDATE vendor_documents SET state = 'rejected', rejection_reason = $3 WHERE vendor_id = $1 AND id = $2`,
        [vendorId, documentId, reason],
      );
    },
  };
}
