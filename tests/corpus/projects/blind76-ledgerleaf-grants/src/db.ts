// Knex access to organisations, grants, funder credentials, reports and disbursements.
// @ts-nocheck
import knex from 'knex';
import { settings } from './config/load.js';

export const db = knex({
  client: 'pg',
  connection: settings.databaseUrl,
  pool: { min: 0, max: settings.databasePoolMax },
});

export function membership(userId: string, orgId: string) {
  return db('org_members').where({ user_id: userId, org_id: orgId }).first('role');
}

export function grantsFor(orgId: string, status?: string) {
  const q = db('grants').where({ org_id: orgId }).orderBy('ends_on', 'asc');
  if (status) q.andWhere({ status });
  return q.select('id', 'title', 'funder_name', 'awarded_cents', 'disbursed_cents', 'ends_on', 'status', 'funding_round');
}

export function grant(orgId: string, grantId: string) {
  return db('grants').where({ org_id: orgId, id: grantId }).first();
}

export function funderCredentials(orgId: string, funderId: string) {
  return db('funder_credentials').where({ org_id: orgId, funder_id: funderId }).first('portal_org_ref', 'api_key');
}

export function recordReport(row: { grantId: string; userId: string; portalReceipt: string; period: string }) {
  return db('grant_reports').insert({
    grant_id: row.grantId,
    submitted_by: row.userId,
    portal_receipt: row.portalReceipt,
    period: row.period,
    submitted_at: db.fn.now(),
  });
}

export async function approveDisbursement(orgId: string, grantId: string, amountCents: number, approverId: string, memo: string) {
  return db.transaction(async (trx) => {
    const g = await trx('grants').where({ org_id: orgId, id: grantId }).forUpdate().first('awarded_cents', 'disbursed_cents');
    if (!g) return { ok: false, reason: 'not-found' } as const;
    if (Number(g.disbursed_cents) + amountCents > Number(g.awarded_cents)) return { ok: false, reason: 'over-award' } as const;
    await trx('grants').where({ id: grantId }).increment('disbursed_cents', amountCents);
    const [row] = await trx('disbursements')
      .insert({ grant_id: grantId, amount_cents: amountCents, approved_by: approverId, memo, approved_at: trx.fn.now() })
      .returning('id');
    return { ok: true, id: row.id } as const;
  });
}

export function markDisbursementPaid(portalRef: string, paidAt: string) {
  return db('disbursements').where({ portal_ref: portalRef }).update({ paid_at: paidAt });
}
