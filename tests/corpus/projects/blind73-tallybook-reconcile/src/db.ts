// Knex connection and ledger queries (bank lines, invoices, matches, write-offs).
// @ts-nocheck
import knex from 'knex';
import { env } from './env.js';

export const db = knex({
  client: 'pg',
  connection: env.DATABASE_URL,
  pool: { min: 0, max: 8 },
});

export async function unmatchedLines(orgId: string, opts: { accountIds?: string[]; since?: string; limit: number }) {
  const q = db('bank_lines')
    .select('id', 'account_id', 'booked_on', 'amount_cents', 'currency', 'counterparty', 'description')
    .where({ org_id: orgId, match_id: null })
    .orderBy('booked_on', 'desc')
    .limit(opts.limit + 1);
  if (opts.accountIds?.length) q.whereIn('account_id', opts.accountIds);
  if (opts.since) q.where('booked_on', '>=', opts.since);
  return q;
}

export async function bankAccounts(orgId: string) {
  return db('bank_accounts').select('id', 'nickname', 'iban_last4', 'connection_id').where({ org_id: orgId, closed_at: null });
}

export async function bankLine(orgId: string, lineId: string) {
  return db('bank_lines').where({ org_id: orgId, id: lineId }).first();
}

export async function candidateInvoices(orgId: string, amountCents: number, currency: string) {
  return db('invoices')
    .select('id', 'number', 'customer_name', 'open_cents', 'due_on')
    .where({ org_id: orgId, currency, status: 'open' })
    .whereBetween('open_cents', [Math.floor(amountCents * 0.98), Math.ceil(amountCents * 1.02)])
    .orderBy('due_on')
    .limit(6);
}

export async function recordMatch(orgId: string, lineId: string, invoiceId: string, userId: string) {
  return db.transaction(async (trx) => {
    const [match] = await trx('matches').insert({ org_id: orgId, bank_line_id: lineId, invoice_id: invoiceId, created_by: userId }).returning('id');
    await trx('bank_lines').where({ org_id: orgId, id: lineId, match_id: null }).update({ match_id: match.id });
    await trx('invoices').where({ org_id: orgId, id: invoiceId }).update({ status: 'paid', paid_at: trx.fn.now() });
    return match.id;
  });
}

export async function bankConnection(orgId: string, connectionId: string) {
  return db('bank_connections')
    .select('id', 'institution_name', 'wrapped_access_token', 'cursor')
    .where({ org_id: orgId, id: connectionId, revoked_at: null })
    .first();
}

export async function saveImportedLines(orgId: string, connectionId: string, lines: any[], cursor: string) {
  return db.transaction(async (trx) => {
    if (lines.length) {
      await trx('bank_lines')
        .insert(lines.map((l) => ({ ...l, org_id: orgId })))
        .onConflict(['org_id', 'external_id'])
        .ignore();
    }
    await trx('bank_connections').where({ org_id: orgId, id: connectionId }).update({ cursor, synced_at: trx.fn.now() });
  });
}

export async function invoiceForOrg(orgId: string, invoiceId: string) {
  return db('invoices').where({ org_id: orgId, id: invoiceId }).first();
}

export async function writeOff(orgId: string, invoiceId: string, amountCents: number, memo: string, userId: string) {
  return db.transaction(async (trx) => {
    const updated = await trx('invoices')
      .where({ org_id: orgId, id: invoiceId, status: 'open' })
      .andWhere('open_cents', '>=', amountCents)
      .decrement('open_cents', amountCents);
    if (!updated) return null;
    const [entry] = await trx('journal_entries')
      .insert({ org_id: orgId, kind: 'bad_debt', invoice_id: invoiceId, amount_cents: amountCents, memo, created_by: userId })
      .returning('id');
    return entry.id;
  });
}
