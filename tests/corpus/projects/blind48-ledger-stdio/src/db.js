import { promisify } from 'node:util';
import os from 'node:os';
import path from 'node:path';
import sqlite3 from 'sqlite3';

const file = process.env.LEDGER_DB ?? path.join(os.homedir(), '.ledger', 'books.sqlite');
const db = new sqlite3.Database(file, sqlite3.OPEN_READWRITE);

const all = promisify(db.all.bind(db));
const get = promisify(db.get.bind(db));

// db.run's callback gets `this` = statement, so promisify would lose `changes`.
function run(sql, params) {
  return new Promise((resolve, reject) => {
    db.run(sql, params, function onDone(err) {
      if (err) reject(err);
      else resolve({ changes: this.changes, lastID: this.lastID });
    });
  });
}

export function findAccount(accountId) {
  return get('SELECT id, name, currency, owner_login FROM accounts WHERE id = ?', [accountId]);
}

export async function canView(login, accountId) {
  const row = await get(
    'SELECT 1 AS ok FROM account_access WHERE account_id = ? AND login = ? AND revoked_at IS NULL',
    [accountId, login],
  );
  return Boolean(row);
}

export function statementLines(accountId, from, to) {
  return all(
    `SELECT posted_on, memo, debit, credit, running_balance
       FROM ledger_lines
      WHERE account_id = ? AND posted_on BETWEEN ? AND ?
      ORDER BY posted_on, id`,
    [accountId, from, to],
  );
}

export function getInvoice(invoiceId) {
  return get('SELECT id, number, customer, total, currency, status FROM invoices WHERE id = ?', [invoiceId]);
}

export async function markVoid(invoiceId, reason, login) {
  const { changes } = await run(
    "UPDATE invoices SET status = 'void', void_reason = ?, voided_by = ?, voided_at = datetime('now') WHERE id = ? AND status != 'void'",
    [reason, login, invoiceId],
  );
  return changes === 1;
}
