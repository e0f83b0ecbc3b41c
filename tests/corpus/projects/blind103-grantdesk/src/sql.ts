// Postgres queries for applications, budget drafts, amendments and imported portal submissions.
// @ts-nocheck
import postgres from 'postgres';
import { settings } from './settings.js';

export const sql = postgres(settings.databaseUrl, { max: 5, idle_timeout: 30, transform: postgres.camel });

export async function getApplication(id: string) {
  const [row] = await sql`
    SELECT a.id, a.title, a.status, a.pi_user_id, a.portal_reference, a.awarded_total_cents, a.funder
      FROM applications a
     WHERE a.id = ${id}`;
  return row;
}

export async function isTeamMember(applicationId: string, userId: string) {
  const [row] = await sql`
    SELECT 1 AS ok FROM application_members
     WHERE application_id = ${applicationId} AND user_id = ${userId} AND role IN ('pi', 'co_pi', 'administrator')`;
  return Boolean(row);
}

export async function saveBudgetDraft(applicationId: string, userId: string, lines: unknown[], totalCents: number) {
  const [row] = await sql`
    INSERT INTO budget_drafts (application_id, author_id, lines, total_cents)
    VALUES (${applicationId}, ${userId}, ${sql.json(lines)}, ${totalCents})
    ON CONFLICT (application_id, author_id)
    DO UPDATE SET lines = EXCLUDED.lines, total_cents = EXCLUDED.total_cents, updated_at = now()
    RETURNING id, updated_at`;
  return row;
}

export async function recordAmendment(applicationId: string, userId: string, changes: unknown[], portalRef: string) {
  await sql`
    INSERT INTO amendments (application_id, submitted_by, changes, portal_reference)
    VALUES (${applicationId}, ${userId}, ${sql.json(changes)}, ${portalRef})`;
}

export async function markWithdrawn(applicationId: string, userId: string, reason: string) {
  await sql`
    UPDATE applications SET status = 'withdrawn', withdrawn_by = ${userId}, withdrawn_reason = ${reason}, updated_at = now()
     WHERE id = ${applicationId} AND status NOT IN ('withdrawn', 'closed')`;
}

export async function importSubmission(userId: string, s: { reference: string; title: string; funder: string; status: string }) {
  await sql`
    INSERT INTO applications (title, status, pi_user_id, portal_reference, funder)
    VALUES (${s.title}, ${s.status}, ${userId}, ${s.reference}, ${s.funder})
    ON CONFLICT (portal_reference) DO NOTHING`;
}
