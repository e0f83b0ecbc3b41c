// Postgres access for ledger lines, matches, adjustments and report runs (callback pool queries, promisified).
// @ts-nocheck
import pg from 'pg';
import { promisify } from 'node:util';
import settings from './env.js';

function Ledger(connectionString) {
  this.pool = new pg.Pool({ connectionString: connectionString, max: 10 });
  this._query = promisify(this.pool.query.bind(this.pool));
}

Ledger.prototype.rows = function (sql, params) {
  return this._query(sql, params || []).then(function (result) {
    return result.rows;
  });
};

Ledger.prototype.account = function (entityId, accountId) {
  return this.rows('SELECT id, entity_id, name, bank_account_ref, currency FROM accounts WHERE id = $1 AND entity_id = $2', [accountId, entityId])
    .then(function (rows) { return rows[0] || null; });
};

Ledger.prototype.unmatchedLines = function (accountId, limit) {
  return this.rows(
    'SELECT id, booked_on, amount_cents, description FROM ledger_lines ' +
      'WHERE account_id = $1 AND matched_bank_tx IS NULL ORDER BY booked_on LIMIT $2',
    [accountId, limit || 200]
  );
};

Ledger.prototype.recordMatches = function (userId, accountId, pairs) {
  var self = this;
  return pairs.reduce(function (chain, pair) {
    return chain.then(function () {
      return self.rows(
        'UPDATE ledger_lines SET matched_bank_tx = $1, matched_by = $2, matched_at = now() ' +
          'WHERE id = $3 AND account_id = $4 AND matched_bank_tx IS NULL',
        [pair.bankTxId, userId, pair.lineId, accountId]
      );
    });
  }, Promise.resolve()).then(function () {
    return pairs.length;
  });
};

Ledger.prototype.postAdjustment = function (userId, entityId, accountId, amountCents, memo) {
  return this.rows(
    'INSERT INTO adjustments (entity_id, account_id, amount_cents, memo, posted_by, posted_at) ' +
      'VALUES ($1, $2, $3, $4, $5, now()) RETURNING id',
    [entityId, accountId, amountCents, memo, userId]
  ).then(function (rows) { return rows[0].id; });
};

Ledger.prototype.reportRows = function (entityId, period, includeDrafts) {
  return this.rows(
    'SELECT a.name AS account, l.booked_on, l.amount_cents, l.description, l.matched_bank_tx IS NOT NULL AS matched ' +
      'FROM ledger_lines l JOIN accounts a ON a.id = l.account_id ' +
      "WHERE a.entity_id = $1 AND to_char(l.booked_on, 'YYYY-MM') = $2 AND ($3 OR l.status <> 'draft') " +
      'ORDER BY a.name, l.booked_on',
    [entityId, period, !!includeDrafts]
  );
};

Ledger.prototype.saveReportRun = function (userId, entityId, period, location) {
  return this.rows(
    'INSERT INTO report_runs (requested_by, entity_id, period, location, created_at) VALUES ($1, $2, $3, $4, now()) RETURNING id',
    [userId, entityId, period, location]
  ).then(function (rows) { return rows[0].id; });
};

export var ledger = new Ledger(settings.databaseUrl);
