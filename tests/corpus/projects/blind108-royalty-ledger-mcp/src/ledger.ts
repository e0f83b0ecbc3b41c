// SQLite access to royalty statements, statement lines, disputes and payouts.
// @ts-nocheck
import Database from 'better-sqlite3';
import { env } from './env.js';

const db = new Database(env.ledgerPath, { fileMustExist: true });
db.pragma('journal_mode = WAL');
db.pragma('foreign_keys = ON');

const q = {
  statements: db.prepare(
    `select id, period, currency, gross_cents, net_cents, issued_at
       from statements where rights_holder_id = ? order by period desc limit ?`,
  ),
  lines: db.prepare(
    `select l.id, l.isrc, l.store, l.territory, l.units, l.amount_cents
       from statement_lines l join statements s on s.id = l.statement_id
      where s.id = ? and s.rights_holder_id = ?`,
  ),
  lineForHolder: db.prepare(
    `select l.id, l.statement_id, l.isrc, l.store, l.amount_cents
       from statement_lines l join statements s on s.id = l.statement_id
      where l.id = ? and s.rights_holder_id = ?`,
  ),
  insertDispute: db.prepare(
    `insert into disputes (line_id, statement_id, amount_cents, raised_by, category, note)
     values (@lineId, @statementId, @amountCents, @raisedBy, @category, @note)`,
  ),
  balance: db.prepare(
    `select coalesce(sum(net_cents), 0) - coalesce((select sum(amount_cents) from payouts
        where rights_holder_id = @holder and currency = @currency and status != 'failed'), 0) as available
       from statements where rights_holder_id = @holder and currency = @currency`,
  ),
  insertPayout: db.prepare(
    `insert into payouts (rights_holder_id, amount_cents, currency, destination, distributor_ref, status)
     values (@holder, @amountCents, @currency, @destination, @ref, 'pending')`,
  ),
};

export const ledger = {
  statements: (holder, limit = 12) => q.statements.all(holder, limit),
  lines: (statementId, holder) => q.lines.all(statementId, holder),
  lineForHolder: (lineId, holder) => q.lineForHolder.get(lineId, holder),
  openDispute: (row) => q.insertDispute.run(row).lastInsertRowid,
  availableBalance: (holder, currency) => q.balance.get({ holder, currency }).available,
  recordPayout: (row) => q.insertPayout.run(row).lastInsertRowid,
};
