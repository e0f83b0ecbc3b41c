// Postgres access to samples, results, retest orders and report shares of the lab information system.
// @ts-nocheck
import postgres from 'postgres';
import { settings } from './settings.ts';

export const sql = postgres(settings.databaseUrl, { max: 6 });

export async function sampleFor(sampleId: string, labId: string) {
  const [row] = await sql`
    select s.id, s.code, s.site_name, s.collected_at, s.status, p.analytes as panel_analytes, p.version as panel_version
    from samples s join panels p on p.id = s.panel_id
    where s.id = ${sampleId} and s.lab_id = ${labId}`;
  return row ?? null;
}

export async function openRetests(sampleId: string) {
  return sql`select analyte from retest_orders where sample_id = ${sampleId} and status in ('queued', 'running')`;
}

export async function insertRetest(order) {
  const [row] = await sql`
    insert into retest_orders (sample_id, analytes, priority, justification, ordered_by, panel_version, status)
    values (${order.sampleId}, ${sql.array(order.analytes)}, ${order.priority}, ${order.justification},
            ${order.orderedBy}, ${order.panelVersion}, 'queued')
    returning id`;
  return row.id;
}

export async function resultFor(resultId: string, labId: string) {
  const [row] = await sql`
    select r.id, r.analyte, r.value, r.unit, r.status, r.reported_at, s.code as sample_code, s.client_id
    from results r join samples s on s.id = r.sample_id
    where r.id = ${resultId} and s.lab_id = ${labId}`;
  return row ?? null;
}

export async function voidResult(resultId: string, reason: string, userId: string, reportedAt: Date) {
  const rows = await sql`
    update results set status = 'void', void_reason = ${reason}, voided_by = ${userId}, voided_at = now()
    where id = ${resultId} and status = 'reported' and reported_at = ${reportedAt}
    returning id`;
  return rows.length === 1;
}

export async function reportFor(reportId: string, labId: string) {
  const [row] = await sql`
    select id, title, object_key, client_id, issued_at from reports
    where id = ${reportId} and lab_id = ${labId} and issued_at is not null`;
  return row ?? null;
}

export async function createShareDraft(share) {
  await sql`
    insert into report_shares (id, report_id, recipient_email, created_by, status, expires_at)
    values (${share.id}, ${share.reportId}, ${share.recipientEmail}, ${share.createdBy}, 'draft', now() + interval '10 minutes')`;
}

export async function takeShareDraft(shareId: string, userId: string) {
  const [row] = await sql`
    update report_shares set status = 'sending'
    where id = ${shareId} and created_by = ${userId} and status = 'draft' and expires_at > now()
    returning id, report_id, recipient_email`;
  return row ?? null;
}

export async function completeShare(shareId: string, linkHours: number) {
  await sql`update report_shares set status = 'sent', link_hours = ${linkHours}, sent_at = now() where id = ${shareId}`;
}

export async function storeInstrumentRun(run) {
  await sql`insert into instrument_runs (instrument_id, payload, received_at) values (${run.instrumentId}, ${sql.json(run)}, now())`;
}
