// SQL access (postgres.js) for the collection catalogue, loan requests and condition reports.
// @ts-nocheck
import postgres from 'postgres';
import { config } from './config.js';

export const sql = postgres(config.databaseUrl, { max: 10, idle_timeout: 30 });

export function searchObjects(q: string, limit = 20) {
  return sql`
    select accession_no, title, maker, date_made, department, loanable
      from objects
     where search_vector @@ websearch_to_tsquery('english', ${q})
     order by ts_rank(search_vector, websearch_to_tsquery('english', ${q})) desc
     limit ${limit}`;
}

export async function objectByAccession(accessionNo: string) {
  const [row] = await sql`
    select accession_no, title, loanable, department from objects where accession_no = ${accessionNo}`;
  return row ?? null;
}

export async function createLoanRequest(row) {
  const [loan] = await sql`
    insert into loans (accession_no, institution_id, requested_by, venue, starts_on, ends_on,
                       insured_value_cents, climate_controlled, agreement_ref, status)
    values (${row.accessionNo}, ${row.institutionId}, ${row.requestedBy}, ${row.venue}, ${row.startsOn},
            ${row.endsOn}, ${row.insuredValueCents}, ${row.climateControlled}, ${row.agreementRef}, 'requested')
    returning id, status`;
  return loan;
}

export async function loanForInstitution(loanId: string, institutionId: string) {
  const [loan] = await sql`
    select l.id, l.accession_no, l.status, l.agreement_ref, l.starts_on, o.title
      from loans l join objects o on o.accession_no = l.accession_no
     where l.id = ${loanId} and l.institution_id = ${institutionId}`;
  return loan ?? null;
}

export async function markLoanCancelled(loanId: string, userId: string, reason: string) {
  await sql`
    update loans set status = 'cancelled', cancelled_by = ${userId}, cancel_reason = ${reason}, cancelled_at = now()
     where id = ${loanId} and status in ('requested', 'approved')`;
}

export async function recordConditionReport(row) {
  await sql`
    insert into condition_reports (loan_id, reported_by, grade, notes, checked_at, registrar_ref)
    values (${row.loanId}, ${row.userId}, ${row.grade}, ${row.notes}, ${row.checkedAt}, ${row.registrarRef})`;
}

export async function updateShipmentStatus(courierRef: string, status: string, at: Date) {
  await sql`
    update loan_shipments set status = ${status}, status_at = ${at}
     where courier_ref = ${courierRef} and (status_at is null or status_at < ${at})`;
}
