// Postgres queries for appointments, providers and reminder templates.
// @ts-nocheck
import pg from 'pg';
import { config } from './config.js';

export const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });

export async function appointmentsForDay(providerId: string, date: string, clinicIds: string[]) {
  const { rows } = await pool.query(
    `SELECT a.id, a.starts_at, a.clinic_id, p.display_name AS provider_name
       FROM appointments a JOIN providers p ON p.id = a.provider_id
      WHERE a.provider_id = $1 AND a.starts_at::date = $2::date AND a.clinic_id = ANY($3) AND a.status = 'booked'
      ORDER BY a.starts_at`,
    [providerId, date, clinicIds],
  );
  return rows;
}

export async function cancelAppointments(ids: string[], reason: string, cancelledBy: string) {
  const { rows } = await pool.query(
    `UPDATE appointments SET status = 'cancelled', cancel_reason = $2, cancelled_by = $3, cancelled_at = now()
      WHERE id = ANY($1) AND status = 'booked'
      RETURNING id, patient_id, starts_at`,
    [ids, reason, cancelledBy],
  );
  return rows;
}

export async function patientContacts(patientIds: string[]) {
  const { rows } = await pool.query(
    `SELECT id, mobile, preferred_language, sms_opt_in FROM patients WHERE id = ANY($1)`,
    [patientIds],
  );
  return rows;
}

export async function reminderTemplates(clinicId: string) {
  const { rows } = await pool.query(
    `SELECT id, name, body FROM reminder_templates WHERE clinic_id = $1 AND active ORDER BY name`,
    [clinicId],
  );
  return rows;
}

export async function appointmentsNeedingReminder(clinicId: string, date: string) {
  const { rows } = await pool.query(
    `SELECT a.id, a.patient_id, a.starts_at FROM appointments a
      WHERE a.clinic_id = $1 AND a.starts_at::date = $2::date AND a.status = 'booked' AND a.reminder_sent_at IS NULL`,
    [clinicId, date],
  );
  return rows;
}

export async function markReminded(ids: string[]) {
  await pool.query('UPDATE appointments SET reminder_sent_at = now() WHERE id = ANY($1)', [ids]);
}

export async function recordSmsStatus(messageId: string, status: string, at: string) {
  await pool.query(
    `UPDATE sms_log SET delivery_status = $2, status_at = $3 WHERE provider_message_id = $1`,
    [messageId, status, at],
  );
}
