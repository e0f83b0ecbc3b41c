// Postgres access for accounts, invoices, customers and credits.
// @ts-nocheck
import pg from 'pg';
import { config } from './config.js';
import { curry } from './fp.js';

const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });

const rowsOf = (res) => res.rows;
const firstOrNull = (rows) => rows[0] ?? null;

export const query = curry((sql: string, params: unknown[]) => pool.query(sql, params).then(rowsOf));
export const one = curry((sql: string, params: unknown[]) => query(sql, params).then(firstOrNull));

export const accountsForUser = (userId: string) =>
  query(
    `select a.id, a.name, a.currency
       from accounts a join account_members m on m.account_id = a.id
      where m.user_id = $1
      order by a.name`,
    [userId],
  );

export const invoicesForAccount = (accountId: string, status?: string) =>
  query(
    `select id, number, status, total_cents, due_on
       from invoices
      where account_id = $1 and ($2::text is null or status = $2)
      order by due_on desc
      limit 100`,
    [accountId, status ?? null],
  );

const byId = (sql: string) => (id: string) => one(sql, [id]);

export const invoiceById = byId(
  `select id, number, status, total_cents, account_id, external_id from invoices where id = $1`,
);

export const customerById = byId(
  `select id, name, account_id, billing_ref from customers where id = $1`,
);

export const canManageAccount = (userId: string, accountId: string) =>
  one(
    `select 1 as ok from account_members
      where user_id = $1 and account_id = $2 and role in ('owner', 'finance')`,
    [userId, accountId],
  ).then(Boolean);

export const markVoided = (invoiceId: string, userId: string, reason: string) =>
  one(
    `update invoices
        set status = 'void', voided_by = $2, void_reason = $3, voided_at = now()
      where id = $1 and status <> 'void'
      returning id, number`,
    [invoiceId, userId, reason],
  );

export const recordCredit = ({ customerId, amountCents, memo, createdBy }) =>
  one(
    `insert into credits (customer_id, amount_cents, memo, created_by)
     values ($1, $2, $3, $4)
     returning id, amount_cents`,
    [customerId, amountCents, memo, createdBy],
  );
