// Knex/Postgres queries for invoices, accounts and statement matches.
const knex = require('knex');
const config = require('../config');

const db = knex({
  client: 'pg',
  connection: config.databaseUrl,
  pool: { min: 0, max: 10 },
});

async function getAccount(orgId, accountId) {
  return db('bank_accounts').where({ org_id: orgId, id: accountId }).first();
}

async function getInvoice(orgId, invoiceId) {
  return db('invoices').where({ org_id: orgId, id: invoiceId }).first();
}

async function openInvoices(orgId, { amountCents, reference } = {}) {
  const q = db('invoices').where({ org_id: orgId, status: 'open' });
  if (amountCents != null) q.andWhere('balance_cents', amountCents);
  if (reference) q.andWhere((w) => w.where('number', reference).orWhere('po_number', reference));
  return q.orderBy('due_on', 'asc').limit(20);
}

async function recordMatch({ accountId, lineId, invoiceId, amountCents, userId }) {
  return db.transaction(async (trx) => {
    await trx('statement_matches')
      .insert({ account_id: accountId, line_id: lineId, invoice_id: invoiceId, amount_cents: amountCents, matched_by: userId })
      .onConflict(['account_id', 'line_id'])
      .ignore();
    await trx('invoices').where({ id: invoiceId }).decrement('balance_cents', amountCents);
    await trx('invoices').where({ id: invoiceId }).andWhere('balance_cents', '<=', 0).update({ status: 'paid' });
  });
}

async function matchedLineIds(accountId, lineIds) {
  const rows = await db('statement_matches').where('account_id', accountId).whereIn('line_id', lineIds).select('line_id');
  return new Set(rows.map((r) => r.line_id));
}

async function voidInvoice(orgId, invoiceId, userId, reason) {
  return db.transaction(async (trx) => {
    const [row] = await trx('invoices')
      .where({ org_id: orgId, id: invoiceId, status: 'open' })
      .update({ status: 'void', voided_by: userId, void_reason: reason, voided_at: trx.fn.now() })
      .returning(['id', 'number', 'balance_cents']);
    if (row) {
      await trx('ledger_entries').insert({ org_id: orgId, invoice_id: invoiceId, kind: 'void', amount_cents: -row.balance_cents });
    }
    return row || null;
  });
}

async function unmatchedLines(accountId, limit) {
  return db('statement_lines as l')
    .leftJoin('statement_matches as m', function join() {
      this.on('m.line_id', '=', 'l.id').andOn('m.account_id', '=', 'l.account_id');
    })
    .where('l.account_id', accountId)
    .whereNull('m.line_id')
    .orderBy('l.booked_on', 'desc')
    .limit(limit)
    .select('l.id', 'l.booked_on', 'l.amount_cents', 'l.counterparty', 'l.reference');
}

module.exports = { getAccount, getInvoice, openInvoices, recordMatch, matchedLineIds, voidInvoice, unmatchedLines };
