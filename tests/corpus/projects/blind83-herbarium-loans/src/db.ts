// Postgres queries for specimens, loans and the deaccession register.
// @ts-nocheck
import postgres from 'postgres';
import { env } from './env.js';

export const sql = postgres(env.databaseUrl, { max: 8, idle_timeout: 30 });

export async function holdingsByOccurrence(occurrenceIds: string[]) {
  if (occurrenceIds.length === 0) return [];
  return sql`
    SELECT id, catalog_number, gbif_occurrence_id, scientific_name, cabinet, loanable, status
      FROM specimens
     WHERE gbif_occurrence_id = ANY(${occurrenceIds})`;
}

export async function specimensByIds(ids: string[]) {
  return sql`
    SELECT id, catalog_number, scientific_name, cabinet, loanable, status, on_loan
      FROM specimens
     WHERE id = ANY(${ids})`;
}

export async function specimenById(id: string) {
  const [row] = await sql`SELECT id, catalog_number, scientific_name, status, on_loan, gbif_occurrence_id FROM specimens WHERE id = ${id}`;
  return row ?? null;
}

export async function createLoan(loan: {
  requestedBy: string;
  borrower: string;
  purpose: string;
  shipTo: string;
  months: number;
  specimenIds: string[];
  courierQuoteId: string | null;
}) {
  return sql.begin(async (tx) => {
    const [row] = await tx`
      INSERT INTO loans (requested_by, borrower_institution, purpose, ship_to, duration_months, courier_quote_id, status)
      VALUES (${loan.requestedBy}, ${loan.borrower}, ${loan.purpose}, ${loan.shipTo}, ${loan.months}, ${loan.courierQuoteId}, 'requested')
      RETURNING id, loan_number`;
    await tx`INSERT INTO loan_items ${tx(loan.specimenIds.map((specimen_id) => ({ loan_id: row.id, specimen_id })))}`;
    return row;
  });
}

export async function setLoanShipment(courierQuoteId: string, status: string, trackingNo: string | null) {
  await sql`UPDATE loans SET shipment_status = ${status}, tracking_no = ${trackingNo}, updated_at = now() WHERE courier_quote_id = ${courierQuoteId}`;
}

export async function deaccession(specimenId: string, curatorId: string, reason: string, transferTo: string | null) {
  await sql.begin(async (tx) => {
    await tx`UPDATE specimens SET status = 'deaccessioned', updated_at = now() WHERE id = ${specimenId}`;
    await tx`
      INSERT INTO deaccessions (specimen_id, curator_id, reason, transfer_to)
      VALUES (${specimenId}, ${curatorId}, ${reason}, ${transferTo})`;
  });
}
