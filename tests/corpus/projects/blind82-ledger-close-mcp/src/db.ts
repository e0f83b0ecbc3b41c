// Postgres access for the general ledger schema: periods, journal entries and invoices.
// @ts-nocheck
import pg from 'pg';
import { config } from './config.js';

const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });

export async function listOpenPeriods(entity: string) {
  const { rows } = await pool.query(
    `select period, opened_at, unposted_batches
       from gl_periods
      where entity_code = $1 and status = 'open'
      order by period`,
    [entity],
  );
  return rows;
}

export async function trialBalance(entity: string, period: string) {
  const { rows } = await pool.query(
    `select account_no, account_name, sum(debit_cents) as debit, sum(credit_cents) as credit
       from gl_lines
      where entity_code = $1 and period = $2
      group by account_no, account_name
      order by account_no`,
    [entity, period],
  );
  return rows;
}

export async function postAdjustingEntry(entry: {
  entity: string;
  period: string;
  debitAccount: string;
  creditAccount: string;
  amountCents: number;
  memo: string;
  postedBy: string;
}) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query(
      `insert into gl_entries (entity_code, period, memo, posted_by, kind)
       values ($1, $2, $3, $4, 'adjusting') returning id`,
      [entry.entity, entry.period, entry.memo, entry.postedBy],
    );
    const id = rows[0].id;
    await client.query(
      `insert into gl_lines (entry_id, entity_code, period, account_no, debit_cents, credit_cents)
       values ($1, $2, $3, $4, $5, 0), ($1, $2, $3, $6, 0, $5)`,
      [id, entry.entity, entry.period, entry.debitAccount, entry.amountCents, entry.creditAccount],
    );
    await client.query('commit');
    return id;
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
}

export async function getInvoice(invoiceId: string) {
  const { rows } = await pool.query(
    `select id, entity_code, customer_name, amount_cents, status from ar_invoices where id = $1`,
    [invoiceId],
  );
  return rows[0];
}

export async function voidInvoice(invoiceId: string, reason: string, userId: string) {
  const { rowCount } = await pool.query(
    `update ar_invoices set status = 'void', void_reason = $2, voided_by = $3, voided_at = now()
      where id = $1 and status <> 'void'`,
    [invoiceId, reason, userId],
  );
  return rowCount === 1;
}
