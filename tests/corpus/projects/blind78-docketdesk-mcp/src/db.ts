// Kysely access to dockets, filings and motion drafts, always scoped through matter membership.
// @ts-nocheck
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { settings } from './settings.js';

export const db = new Kysely({
  dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: settings.databaseUrl, max: 8 }) }),
});

const memberOf = (userId: string) =>
  db.selectFrom('matter_members').select('matter_id').where('user_id', '=', userId);

export async function searchDockets(userId: string, query: string, court?: string) {
  let q = db
    .selectFrom('dockets')
    .select(['docket_no', 'caption', 'court', 'judge', 'next_deadline'])
    .where('matter_id', 'in', memberOf(userId))
    .where((eb) => eb.or([eb('caption', 'ilike', `%${query}%`), eb('docket_no', 'ilike', `${query}%`)]));
  if (court) q = q.where('court', '=', court);
  return q.orderBy('next_deadline', 'asc').limit(25).execute();
}

export async function upcomingDeadlines(userId: string, days: number) {
  return db
    .selectFrom('deadlines')
    .innerJoin('dockets', 'dockets.id', 'deadlines.docket_id')
    .select(['dockets.docket_no', 'dockets.caption', 'deadlines.due_at', 'deadlines.description'])
    .where('dockets.matter_id', 'in', memberOf(userId))
    .where('deadlines.due_at', '<', sql`now() + make_interval(days => ${days})`)
    .where('deadlines.satisfied_at', 'is', null)
    .orderBy('deadlines.due_at')
    .execute();
}

export async function docketForUser(userId: string, docketNo: string) {
  return db
    .selectFrom('dockets')
    .selectAll()
    .where('matter_id', 'in', memberOf(userId))
    .where('docket_no', '=', docketNo)
    .executeTakeFirst();
}

export async function draftForUser(userId: string, draftId: string) {
  return db
    .selectFrom('motion_drafts')
    .selectAll()
    .where('matter_id', 'in', memberOf(userId))
    .where('id', '=', draftId)
    .executeTakeFirst();
}

export async function filingForUser(userId: string, filingId: string) {
  return db
    .selectFrom('filings')
    .selectAll()
    .where('matter_id', 'in', memberOf(userId))
    .where('id', '=', filingId)
    .executeTakeFirst();
}

export async function recordFiling(row: { userId: string; docketNo: string; draftId: string; receipt: any }) {
  await db
    .insertInto('filings')
    .values({
      docket_no: row.docketNo,
      draft_id: row.draftId,
      filed_by: row.userId,
      court_ref: row.receipt.filingRef,
      docket_entry: row.receipt.docketEntry,
      receipt_no: row.receipt.receiptNo,
      matter_id: db.selectFrom('dockets').select('matter_id').where('docket_no', '=', row.docketNo),
    })
    .execute();
}

export async function markWithdrawn(filingId: string, userId: string, reason: string) {
  await db
    .updateTable('filings')
    .set({ withdrawn_at: sql`now()`, withdrawn_by: userId, withdrawal_reason: reason })
    .where('id', '=', filingId)
    .execute();
}
