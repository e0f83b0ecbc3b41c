import postgres from 'postgres';
import { config } from '../config.js';
import { decodeCursor, encodeCursor, monthBounds } from '../lib/util.js';

export const sql = postgres(config.databaseUrl, { max: 10, idle_timeout: 30 });

export interface Invoice {
  id: string;
  number: string;
  customerName: string;
  totalCents: number;
  status: 'open' | 'paid' | 'void';
  issuedAt: string;
}

export async function invoiceFor(id: string, userId: string): Promise<Invoice | undefined> {
  const [row] = await sql<Invoice[]>`
    select i.id, i.number, c.name as "customerName", i.total_cents as "totalCents", i.status, i.issued_at as "issuedAt"
      from invoices i join customers c on c.id = i.customer_id
      join team_members t on t.team_id = i.team_id
     where i.id = ${id} and t.user_id = ${userId}`;
  return row;
}

export async function listInvoices(userId: string, cursor: unknown, limit = 50) {
  const after = decodeCursor(cursor);
  const rows = await sql<Invoice[]>`
    select i.id, i.number, c.name as "customerName", i.total_cents as "totalCents", i.status, i.issued_at as "issuedAt"
      from invoices i join customers c on c.id = i.customer_id
      join team_members t on t.team_id = i.team_id
     where t.user_id = ${userId}
       ${after ? sql`and (i.issued_at, i.id) < (${after.issuedAt}, ${after.id})` : sql``}
     order by i.issued_at desc, i.id desc
     limit ${limit}`;
  const last = rows.at(-1);
  return { rows, nextCursor: rows.length === limit && last ? encodeCursor(last) : null };
}

export async function voidInvoice(id: string, reason: string, actor: string) {
  await sql.begin(async (tx) => {
    await tx`update invoices set status = 'void' where id = ${id} and status = 'open'`;
    await tx`insert into invoice_events (invoice_id, kind, detail, actor) values (${id}, 'void', ${reason}, ${actor})`;
  });
}

export async function countEntries(userId: string, period: string) {
  const { from, to } = monthBounds(period);
  const [{ n }] = await sql<{ n: number }[]>`
    select count(*)::int as n from ledger_entries e join team_members t on t.team_id = e.team_id
     where t.user_id = ${userId} and e.booked_at >= ${from} and e.booked_at < ${to}`;
  return n;
}

export async function queueExport(userId: string, period: string, format: 'csv' | 'xlsx', includeVoided: boolean) {
  const [{ id }] = await sql<{ id: string }[]>`
    insert into ledger_exports (requested_by, period, format, include_voided)
    values (${userId}, ${period}, ${format}, ${includeVoided}) returning id`;
  return id;
}

export async function markPaid(invoiceNumber: string, paymentId: string, amountCents: number) {
  await sql`
    update invoices set status = 'paid', paid_at = now(), payment_ref = ${paymentId}
     where number = ${invoiceNumber} and status = 'open' and total_cents = ${amountCents}`;
}
