// Postgres queries for grant applications, budgets, funding calls and extensions (porsager/postgres).
// @ts-nocheck
import postgres from 'postgres';
import { env } from './env.ts';

export const sql = postgres(env.databaseUrl, { max: 8, idle_timeout: 30 });

export const applicationsOf = (userId: string) => sql`
  select id, title, status, amount_requested_cents, updated_at
  from applications where owner_id = ${userId} order by updated_at desc`;

export async function applicationFor(id: string, userId: string) {
  const [row] = await sql`
    select a.*, c.max_award_cents, c.deadline, c.max_extension_days
    from applications a join funding_calls c on c.id = a.call_id
    where a.id = ${id} and a.owner_id = ${userId}`;
  return row ?? null;
}

export async function applicationById(id: string) {
  const [row] = await sql`
    select a.id, a.title, a.status, a.amount_requested_cents, u.display_name as applicant_name
    from applications a join users u on u.id = a.owner_id
    where a.id = ${id}`;
  return row ?? null;
}

export const budgetLines = (applicationId: string) => sql`
  select category, description, amount_cents from budget_lines
  where application_id = ${applicationId} order by position`;

export async function replaceBudget(applicationId: string, lines, userId: string) {
  await sql.begin(async (tx) => {
    await tx`delete from budget_lines where application_id = ${applicationId}`;
    for (const [position, line] of lines.entries()) {
      await tx`insert into budget_lines (application_id, position, category, description, amount_cents)
               values (${applicationId}, ${position}, ${line.category}, ${line.description}, ${line.amountCents})`;
    }
    await tx`update applications
             set amount_requested_cents = ${lines.reduce((s, l) => s + l.amountCents, 0)}, updated_at = now(), updated_by = ${userId}
             where id = ${applicationId}`;
  });
}

export async function withdrawApplication(id: string, userId: string, reason: string) {
  const rows = await sql`
    update applications set status = 'withdrawn', withdrawn_reason = ${reason}, updated_at = now()
    where id = ${id} and owner_id = ${userId} and status in ('draft', 'submitted', 'in_review')
    returning id`;
  return rows.length === 1;
}

export async function recordExtension(id: string, userId: string, days: number, reason: string) {
  const [row] = await sql`
    insert into deadline_extensions (application_id, requested_by, days, reason)
    values (${id}, ${userId}, ${days}, ${reason})
    returning id, created_at`;
  return row;
}
