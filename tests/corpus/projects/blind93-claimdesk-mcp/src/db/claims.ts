// Claims database access: Knex instance plus claim, reserve and payout queries.
// @ts-nocheck
import knex from 'knex';
import { settings } from '../settings.js';

export const db = knex({
  client: 'pg',
  connection: settings.databaseUrl,
  pool: { min: 0, max: 10 },
  acquireConnectionTimeout: 10_000,
});

export async function getClaim(claimId: string) {
  return db('claims')
    .select('id', 'number', 'status', 'policy_number', 'assigned_adjuster', 'reserve_cents', 'paid_cents', 'loss_date', 'summary')
    .where({ id: claimId })
    .first();
}

export async function openClaimsFor(adjusterId: string, limit = 25) {
  return db('claims')
    .select('id', 'number', 'status', 'loss_date', 'reserve_cents')
    .where({ assigned_adjuster: adjusterId })
    .whereIn('status', ['open', 'reopened'])
    .orderBy('loss_date', 'desc')
    .limit(limit);
}

export async function payeeAccount(claimId: string, accountId: string) {
  return db('payee_accounts').where({ id: accountId, claim_id: claimId, verified: true }).first();
}

export async function recordPayout(row: { claimId: string; amountCents: number; payeeAccountId: string; approvedBy: string; transferId: string }) {
  await db.transaction(async (trx) => {
    await trx('payouts').insert({
      claim_id: row.claimId,
      amount_cents: row.amountCents,
      payee_account_id: row.payeeAccountId,
      approved_by: row.approvedBy,
      transfer_id: row.transferId,
    });
    await trx('claims').where({ id: row.claimId }).increment('paid_cents', row.amountCents);
  });
}

export async function attachDocuments(claimId: string, docs: Array<{ name: string; url: string; sha256: string }>) {
  if (docs.length === 0) return;
  await db('claim_documents')
    .insert(docs.map((d) => ({ claim_id: claimId, name: d.name, storage_url: d.url, sha256: d.sha256, source: 'carrier-portal' })))
    .onConflict(['claim_id', 'sha256'])
    .ignore();
}
