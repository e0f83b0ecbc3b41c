// src/db.ts — PostgreSQL queries for ledger accounts, bank transactions, matches and pending bank syncs
// @ts-nocheck
import util from 'node:util';
import pg from 'pg';
import { loadConfig } from './config.js';

var pool = new pg.Pool({ connectionString: loadConfig().databaseUrl, max: 8 });
var query = util.promisify(pool.query.bind(pool));

function rows(r) { return r.rows; }
function one(r) { return r.rows[0] || null; }

export var db = {
  unmatchedBankTxns: function (orgId, limit) {
    return query(
      'SELECT id, amount_cents, booked_on, reference, counterparty FROM bank_txns WHERE org_id = $1 AND matched_entry_id IS NULL ORDER BY booked_on DESC LIMIT $2',
      [orgId, limit]
    ).then(rows);
  },

  bankTxn: function (orgId, txnId) {
    return query('SELECT id, amount_cents, booked_on, reference, counterparty, matched_entry_id FROM bank_txns WHERE org_id = $1 AND id = $2', [orgId, txnId]).then(one);
  },

  candidateEntries: function (orgId, amountCents, bookedOn) {
    return query(
      "SELECT id, description, amount_cents, posted_on FROM ledger_entries WHERE org_id = $1 AND amount_cents = $2 AND reconciled = false AND posted_on BETWEEN $3::date - interval '7 days' AND $3::date + interval '7 days' ORDER BY posted_on LIMIT 8",
      [orgId, amountCents, bookedOn]
    ).then(rows);
  },

  matchTxn: function (orgId, txnId, entryId, userId) {
    return query(
      'WITH e AS (UPDATE ledger_entries SET reconciled = true WHERE org_id = $1 AND id = $3 AND reconciled = false RETURNING id) ' +
      'UPDATE bank_txns SET matched_entry_id = (SELECT id FROM e), matched_by = $4, matched_at = now() WHERE org_id = $1 AND id = $2 AND matched_entry_id IS NULL AND EXISTS (SELECT 1 FROM e) RETURNING id',
      [orgId, txnId, entryId, userId]
    ).then(one);
  },

  account: function (orgId, accountId) {
    return query('SELECT id, name, balance_cents, locked FROM accounts WHERE org_id = $1 AND id = $2', [orgId, accountId]).then(one);
  },

  writeOff: function (orgId, accountId, amountCents, reason, userId) {
    return query(
      'INSERT INTO ledger_entries (org_id, account_id, amount_cents, description, kind, created_by) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
      [orgId, accountId, -amountCents, 'Write-off: ' + reason, 'write_off', userId]
    ).then(one);
  },

  savePendingSync: function (rec) {
    return query(
      "INSERT INTO pending_bank_syncs (id, org_id, user_id, continuation, account_refs, expires_at) VALUES ($1, $2, $3, $4, $5, now() + interval '10 minutes')",
      [rec.id, rec.orgId, rec.userId, rec.continuation, JSON.stringify(rec.accountRefs)]
    );
  },

  takePendingSync: function (id, orgId, userId) {
    return query(
      'DELETE FROM pending_bank_syncs WHERE id = $1 AND org_id = $2 AND user_id = $3 AND expires_at > now() RETURNING continuation, account_refs',
      [id, orgId, userId]
    ).then(one);
  },

  importBankTxns: function (orgId, txns) {
    if (!txns.length) return Promise.resolve(0);
    var values = [];
    var params = [orgId];
    txns.forEach(function (t, i) {
      var base = i * 5;
      values.push('($1, $' + (base + 2) + ', $' + (base + 3) + ', $' + (base + 4) + ', $' + (base + 5) + ', $' + (base + 6) + ')');
      params.push(t.id, t.amountCents, t.bookedOn, t.reference, t.counterparty);
    });
    return query(
      'INSERT INTO bank_txns (org_id, id, amount_cents, booked_on, reference, counterparty) VALUES ' + values.join(', ') + ' ON CONFLICT (org_id, id) DO NOTHING',
      params
    ).then(function (r) { return r.rowCount; });
  },

  markSettlement: function (orgId, settlementId, status) {
    return query('UPDATE bank_settlements SET status = $3, updated_at = now() WHERE org_id = $1 AND id = $2', [orgId, settlementId, status]);
  }
};
