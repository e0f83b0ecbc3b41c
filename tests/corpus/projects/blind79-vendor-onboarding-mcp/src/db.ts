// Postgres access for vendor master records kept alongside the ERP.
// @ts-nocheck

import pg from 'pg';

export function createPool(connectionString: string) {
  return new pg.Pool({ connectionString, max: 10, idleTimeoutMillis: 30_000 });
}

export interface PendingVendor {
  legalName: string;
  countryCode: string;
  taxId: string;
  vatRegistered: boolean;
  contactEmail: string;
  ibanLast4: string;
  createdBy: string;
}

export function vendorRepository(pool: pg.Pool) {
  return {
    async findByTaxId(countryCode: string, taxId: string) {
      const { rows } = await pool.query(
        'select id, legal_name, status, erp_vendor_id from vendors where country_code = $1 and tax_id = $2',
        [countryCode, taxId],
      );
      return rows[0] ?? null;
    },

    async search(term: string, limit = 20) {
      const { rows } = await pool.query(
        `select id, legal_name, country_code, status, erp_vendor_id
           from vendors
          where legal_name ilike '%' || $1 || '%'
          order by legal_name
          limit $2`,
        [term, Math.min(Math.max(limit, 1), 100)],
      );
      return rows;
    },

    async insertPending(v: PendingVendor) {
      const { rows } = await pool.query(
        `insert into vendors (legal_name, country_code, tax_id, vat_registered, contact_email, iban_last4, status, created_by)
         values ($1, $2, $3, $4, $5, $6, 'pending', $7)
         returning id`,
        [v.legalName, v.countryCode, v.taxId, v.vatRegistered, v.contactEmail, v.ibanLast4, v.createdBy],
      );
      return rows[0].id as number;
    },

    async markSynced(id: number, erpVendorId: string) {
      await pool.query(
        "update vendors set status = 'active', erp_vendor_id = $2, synced_at = now() where id = $1",
        [id, erpVendorId],
      );
    },

    async markFailed(id: number, reason: string) {
      await pool.query("update vendors set status = 'sync_failed', last_error = $2 where id = $1", [id, reason.slice(0, 500)]);
    },
  };
}
