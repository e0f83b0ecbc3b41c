// Postgres access for the local patient directory, appointment mirror and audit trail.
// @ts-nocheck
import pg from 'pg';
import { config } from './config.js';

export const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 8 });

export async function patientInClinic(clinicId: string, patientId: string) {
  const { rows } = await pool.query(
    `SELECT id, display_name, birth_date::text AS birth_date FROM patients WHERE clinic_id = $1 AND id = $2`,
    [clinicId, patientId],
  );
  return rows[0] ?? null;
}

export async function appointmentInClinic(clinicId: string, appointmentId: string) {
  const { rows } = await pool.query(
    `SELECT a.id, a.starts_at, a.status, p.display_name AS patient_name
       FROM appointments a JOIN patients p ON p.id = a.patient_id
      WHERE a.clinic_id = $1 AND a.id = $2`,
    [clinicId, appointmentId],
  );
  return rows[0] ?? null;
}

export async function recordBooking(clinicId: string, appointment: { id: string; start: string }, patientId: string, userId: string) {
  await pool.query(
    `INSERT INTO appointments (id, clinic_id, patient_id, starts_at, status, booked_by)
     VALUES ($1, $2, $3, $4, 'booked', $5)`,
    [appointment.id, clinicId, patientId, new Date(appointment.start), userId],
  );
}

export async function recordCancellation(appointmentId: string, userId: string, reason: string) {
  await pool.query(`UPDATE appointments SET status = 'cancelled' WHERE id = $1`, [appointmentId]);
  await pool.query(`INSERT INTO audit_log (actor, action, subject, detail) VALUES ($1, 'cancel', $2, $3)`, [
    userId,
    appointmentId,
    reason,
  ]);
}

export async function recordEhrEvent(eventId: string, type: string, resourceId: string) {
  await pool.query(
    `INSERT INTO ehr_events (id, type, resource_id, received_at) VALUES ($1, $2, $3, now()) ON CONFLICT (id) DO NOTHING`,
    [eventId, type, resourceId],
  );
}
