// Knex queries for grant applications, budget lines, amendments and linked ORCID accounts.
import knex from 'knex';
import { config } from './config.js';

export const db = knex({ client: 'pg', connection: config.databaseUrl, pool: { min: 0, max: 10 } });

export function applicationFor(applicationId, userId) {
  return db('applications')
    .where({ id: applicationId })
    .andWhere((q) => q.where('pi_user_id', userId).orWhereIn('id', db('application_members').select('application_id').where('user_id', userId)))
    .first();
}

export function budgetLine(grantId, lineItem) {
  return db('budget_lines').where({ grant_id: grantId, code: lineItem }).first();
}

export async function createAmendment(row) {
  const [created] = await db('budget_amendments').insert({ ...row, status: 'submitted' }).returning(['id', 'reference']);
  return created;
}

export function amendmentById(amendmentId) {
  return db('budget_amendments as a')
    .join('grants as g', 'g.id', 'a.grant_id')
    .select('a.id', 'a.reference', 'a.status', 'a.line_item', 'a.delta_cents', 'a.justification', 'a.finance_note', 'g.title')
    .where('a.id', amendmentId)
    .first();
}

export function setAmendmentStatus(amendmentId, status, financeNote = null) {
  return db('budget_amendments').where({ id: amendmentId }).update({ status, finance_note: financeNote, updated_at: db.fn.now() });
}

export function orcidLinkOf(userId) {
  return db('orcid_links').select('orcid_id', 'access_token', 'expires_at').where({ user_id: userId }).first();
}

export function attachWorks(applicationId, works) {
  return db('application_publications')
    .insert(works.map((w) => ({ application_id: applicationId, put_code: w.putCode, doi: w.doi, title: w.title })))
    .onConflict(['application_id', 'put_code'])
    .ignore();
}

export function withdraw(applicationId, reason) {
  return db('applications').where({ id: applicationId }).update({ status: 'withdrawn', withdrawn_reason: reason, updated_at: db.fn.now() });
}
