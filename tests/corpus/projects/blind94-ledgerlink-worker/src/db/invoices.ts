// D1 queries for invoices, refunds and the audit trail.
// @ts-nocheck
export interface InvoiceRow {
  id: string;
  org_id: string;
  customer_name: string;
  customer_email: string;
  amount_cents: number;
  refunded_cents: number;
  currency: string;
  status: 'draft' | 'open' | 'paid' | 'void';
  payment_intent_id: string | null;
  issued_at: string;
}

export async function listInvoices(
  db: D1Database,
  orgId: string,
  opts: { status?: string; limit: number; before?: string },
): Promise<InvoiceRow[]> {
  const clauses = ['org_id = ?1'];
  const binds: unknown[] = [orgId];
  if (opts.status) {
    binds.push(opts.status);
    clauses.push(`status = ?${binds.length}`);
  }
  if (opts.before) {
    binds.push(opts.before);
    clauses.push(`issued_at < ?${binds.length}`);
  }
  binds.push(Math.min(Math.max(opts.limit, 1), 100));
  const sql = `SELECT * FROM invoices WHERE ${clauses.join(' AND ')} ORDER BY issued_at DESC LIMIT ?${binds.length}`;
  const { results } = await db.prepare(sql).bind(...binds).all<InvoiceRow>();
  return results ?? [];
}

export async function getInvoice(db: D1Database, orgId: string, invoiceId: string): Promise<InvoiceRow | null> {
  return db.prepare('SELECT * FROM invoices WHERE org_id = ?1 AND id = ?2').bind(orgId, invoiceId).first<InvoiceRow>();
}

export async function markVoid(db: D1Database, orgId: string, invoiceId: string, actor: string, reason: string): Promise<boolean> {
  const now = new Date().toISOString();
  const [update] = await db.batch([
    db
      .prepare("UPDATE invoices SET status = 'void', voided_at = ?3 WHERE org_id = ?1 AND id = ?2 AND status IN ('draft', 'open')")
      .bind(orgId, invoiceId, now),
    db
      .prepare('INSERT INTO audit_log (org_id, actor, action, subject, detail, at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)')
      .bind(orgId, actor, 'invoice.void', invoiceId, reason, now),
  ]);
  return (update.meta?.changes ?? 0) > 0;
}

export async function recordRefund(
  db: D1Database,
  orgId: string,
  invoiceId: string,
  actor: string,
  amountCents: number,
  providerRefundId: string,
): Promise<void> {
  const now = new Date().toISOString();
  await db.batch([
    db
      .prepare('UPDATE invoices SET refunded_cents = refunded_cents + ?3 WHERE org_id = ?1 AND id = ?2')
      .bind(orgId, invoiceId, amountCents),
    db
      .prepare('INSERT INTO refunds (org_id, invoice_id, amount_cents, provider_refund_id, created_by, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)')
      .bind(orgId, invoiceId, amountCents, providerRefundId, actor, now),
    db
      .prepare('INSERT INTO audit_log (org_id, actor, action, subject, detail, at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)')
      .bind(orgId, actor, 'invoice.refund', invoiceId, String(amountCents), now),
  ]);
}
