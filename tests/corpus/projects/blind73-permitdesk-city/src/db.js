// Postgres queries for permits, inspections, attachments and fee payments.
import pg from 'pg';
import { config } from './config.js';

export const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });

export async function searchPermits(applicantId, text, status) {
  const { rows } = await pool.query(
    `SELECT id, permit_number, site_address, work_type, status, submitted_on
       FROM permits
      WHERE applicant_id = $1
        AND ($2::text IS NULL OR site_address ILIKE '%' || $2 || '%' OR permit_number = $2)
        AND ($3::text IS NULL OR status = $3)
      ORDER BY submitted_on DESC
      LIMIT 25`,
    [applicantId, text ?? null, status ?? null],
  );
  return rows;
}

export async function permitForApplicant(permitId, applicantId) {
  const { rows } = await pool.query(
    `SELECT id, permit_number, site_address, work_type, status, fee_cents, fee_paid_at, parcel_id
       FROM permits WHERE id = $1 AND applicant_id = $2`,
    [permitId, applicantId],
  );
  return rows[0] ?? null;
}

export async function recordInspection(permitId, inspectionType, bookingRef, startsAt, bookedBy) {
  await pool.query(
    `INSERT INTO inspections (permit_id, inspection_type, booking_ref, starts_at, booked_by)
     VALUES ($1, $2, $3, $4, $5)`,
    [permitId, inspectionType, bookingRef, startsAt, bookedBy],
  );
}

export async function withdrawPermit(permitId, applicantId, reason) {
  const { rowCount } = await pool.query(
    `UPDATE permits SET status = 'withdrawn', withdrawn_reason = $3, withdrawn_at = now()
      WHERE id = $1 AND applicant_id = $2 AND status IN ('submitted', 'under_review')`,
    [permitId, applicantId, reason],
  );
  return rowCount === 1;
}

export async function addAttachments(permitId, files, addedBy) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    for (const f of files) {
      await client.query(
        `INSERT INTO permit_documents (permit_id, locker_file_id, file_name, kind, size_bytes, added_by)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (permit_id, locker_file_id) DO NOTHING`,
        [permitId, f.fileId, f.fileName, f.kind, f.sizeBytes, addedBy],
      );
    }
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }
}

export async function markFeePaid(permitNumber, amountCents, paymentId) {
  const { rowCount } = await pool.query(
    `UPDATE permits SET fee_paid_at = now(), fee_payment_id = $3
      WHERE permit_number = $1 AND fee_cents = $2 AND fee_paid_at IS NULL`,
    [permitNumber, amountCents, paymentId],
  );
  return rowCount === 1;
}
