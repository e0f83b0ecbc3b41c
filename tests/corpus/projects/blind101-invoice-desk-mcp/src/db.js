// Postgres queries for customers, catalogue prices, invoices, refunds, write-offs and payment events.
import postgres from 'postgres';
import { config } from './config.js';

export const sql = postgres(config.databaseUrl, { max: 10, idle_timeout: 30 });

export async function getCustomer(tenantId, customerId) {
  const [row] = await sql`
    SELECT id, name, currency, billing_email FROM customers
     WHERE tenant_id = ${tenantId} AND id = ${customerId} AND archived_at IS NULL`;
  return row ?? null;
}

export async function priceItems(tenantId, items) {
  const skus = items.map((i) => i.sku);
  const rows = await sql`
    SELECT sku, description, unit_cents FROM catalogue
     WHERE tenant_id = ${tenantId} AND sku = ANY(${skus}) AND active`;
  return items
    .map((item) => {
      const row = rows.find((r) => r.sku === item.sku);
      return row ? { sku: row.sku, description: row.description, unit_cents: row.unit_cents, qty: item.qty } : null;
    })
    .filter(Boolean);
}

export async function insertDraftInvoice(tenantId, draft, userId) {
  return sql.begin(async (tx) => {
    const [invoice] = await tx`
      INSERT INTO invoices (tenant_id, customer_id, currency, total_cents, paid_cents, status, terms, memo, created_by)
      VALUES (${tenantId}, ${draft.customerId}, ${draft.currency}, ${draft.subtotalCents}, 0, 'draft', ${draft.terms}, ${draft.memo}, ${userId})
      RETURNING id, number`;
    for (const line of draft.lines) {
      await tx`
        INSERT INTO invoice_lines (invoice_id, sku, description, unit_cents, qty)
        VALUES (${invoice.id}, ${line.sku}, ${line.description}, ${line.unit_cents}, ${line.qty})`;
    }
    return invoice;
  });
}

export async function getInvoice(tenantId, invoiceId) {
  const [row] = await sql`
    SELECT id, number, customer_id, currency, total_cents, paid_cents, status, payment_id, due_date
      FROM invoices WHERE tenant_id = ${tenantId} AND id = ${invoiceId}`;
  return row ?? null;
}

export async function listOverdue(tenantId, limit) {
  return sql`
    SELECT i.id, i.number, c.name AS customer, i.currency, i.total_cents - i.paid_cents AS balance_cents, i.due_date
      FROM invoices i JOIN customers c ON c.id = i.customer_id
     WHERE i.tenant_id = ${tenantId} AND i.status = 'overdue'
     ORDER BY i.due_date
     LIMIT ${limit}`;
}

export async function recordRefund(tenantId, { invoiceId, refundId, amountCents, by, reason }) {
  await sql`
    INSERT INTO refunds (tenant_id, invoice_id, provider_refund_id, amount_cents, reason, issued_by)
    VALUES (${tenantId}, ${invoiceId}, ${refundId}, ${amountCents}, ${reason}, ${by})`;
}

export async function writeOffInvoice(tenantId, invoiceId, { by, amountCents, note }) {
  await sql.begin(async (tx) => {
    await tx`
      UPDATE invoices SET status = 'written_off', written_off_at = now(), written_off_by = ${by}
       WHERE tenant_id = ${tenantId} AND id = ${invoiceId} AND status = 'overdue'`;
    await tx`
      INSERT INTO ledger_entries (tenant_id, invoice_id, account, amount_cents, memo, posted_by)
      VALUES (${tenantId}, ${invoiceId}, 'uncollectible', ${amountCents}, ${note ?? null}, ${by})`;
  });
}

export async function markPaymentEvent(event) {
  await sql`
    INSERT INTO payment_events (provider_event_id, type, payment_id, payload)
    VALUES (${event.id}, ${event.type}, ${event.data?.payment_id ?? null}, ${sql.json(event)})
    ON CONFLICT (provider_event_id) DO NOTHING`;
}
