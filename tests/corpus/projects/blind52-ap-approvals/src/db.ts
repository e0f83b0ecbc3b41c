import pg from 'pg';
import { config } from './config.js';

export const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });

export interface InvoiceRow {
  id: string;
  vendor_id: string;
  number: string;
  amount_cents: number;
  due_on: string;
}

export interface PaymentDraft {
  id: string;
  created_by: string;
  vendor_id: string;
  invoice_ids: string[];
  total_cents: number;
  status: 'pending' | 'released' | 'cancelled';
  payment_ref: string | null;
  created_at: Date;
}

export interface FundingAccount {
  id: string;
  label: string;
  last4: string;
}

export async function openInvoices(vendorId: string, invoiceIds: readonly string[]): Promise<InvoiceRow[]> {
  const { rows } = await pool.query<InvoiceRow>(
    `SELECT id, vendor_id, number, amount_cents, due_on
       FROM invoices
      WHERE vendor_id = $1 AND id = ANY($2::uuid[]) AND status = 'open'
      ORDER BY due_on`,
    [vendorId, invoiceIds],
  );
  return rows;
}

export async function fundingAccounts(): Promise<FundingAccount[]> {
  const { rows } = await pool.query<FundingAccount>(
    `SELECT id, label, last4 FROM funding_accounts WHERE active ORDER BY label`,
  );
  return rows;
}

export async function createPaymentDraft(input: {
  createdBy: string;
  vendorId: string;
  invoiceIds: readonly string[];
  totalCents: number;
}): Promise<PaymentDraft> {
  const { rows } = await pool.query<PaymentDraft>(
    `INSERT INTO payment_drafts (created_by, vendor_id, invoice_ids, total_cents, status)
     VALUES ($1, $2, $3::uuid[], $4, 'pending')
     RETURNING *`,
    [input.createdBy, input.vendorId, input.invoiceIds, input.totalCents],
  );
  return rows[0];
}

export async function getPaymentDraft(id: string): Promise<PaymentDraft | undefined> {
  const { rows } = await pool.query<PaymentDraft>(`SELECT * FROM payment_drafts WHERE id = $1`, [id]);
  return rows[0];
}

export async function settleDraft(id: string, status: 'released' | 'cancelled', paymentRef?: string): Promise<boolean> {
  const { rowCount } = await pool.query(
    `UPDATE payment_drafts SET status = $2, payment_ref = $3, settled_at = now()
      WHERE id = $1 AND status = 'pending'`,
    [id, status, paymentRef ?? null],
  );
  return rowCount === 1;
}

export interface VendorInput {
  displayName: string;
  legalName: string;
  taxId: string;
  remitTo: { line1: string; city: string; postalCode: string; country: string };
  terms: 'NET15' | 'NET30' | 'NET45' | 'NET60';
  createdBy: string;
}

export async function insertVendor(v: VendorInput): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO vendors (display_name, legal_name, tax_id, remit_to, terms, created_by)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6)
     RETURNING id`,
    [v.displayName, v.legalName, v.taxId, JSON.stringify(v.remitTo), v.terms, v.createdBy],
  );
  return rows[0].id;
}
