// Postgres queries for clinic slots and appointments (porsager/postgres tagged templates).
// @ts-nocheck
import postgres from 'postgres';
import { config } from './config.js';

export const sql = postgres(config.databaseUrl, { max: 10, idle_timeout: 30 });

export function openSlots(clinicId: string, fromDate: string, limit = 5) {
  return sql`
    SELECT s.id, s.starts_at, c.display_name AS clinician
      FROM slots s JOIN clinicians c ON c.id = s.clinician_id
     WHERE s.clinic_id = ${clinicId} AND s.starts_at >= ${fromDate} AND s.status = 'open'
     ORDER BY s.starts_at
     LIMIT ${limit}`;
}

export async function bookSlot(slotId: string, patientId: string, reason: string) {
  const rows = await sql`
    UPDATE slots SET status = 'booked', patient_id = ${patientId}, reason = ${reason}, booked_at = now()
     WHERE id = ${slotId} AND status = 'open'
     RETURNING id, clinic_id, starts_at`;
  return rows[0] ?? null;
}

export async function getAppointment(appointmentId: string) {
  const rows = await sql`
    SELECT s.id, s.patient_id, s.starts_at, s.clinic_id, cl.name AS clinic_name
      FROM slots s JOIN clinics cl ON cl.id = s.clinic_id
     WHERE s.id = ${appointmentId} AND s.status = 'booked'`;
  return rows[0] ?? null;
}

export async function cancelAppointment(appointmentId: string, patientId: string) {
  const rows = await sql`
    UPDATE slots SET status = 'open', patient_id = NULL, reason = NULL, booked_at = NULL
     WHERE id = ${appointmentId} AND patient_id = ${patientId} AND status = 'booked'
     RETURNING id`;
  return rows.length === 1;
}

export async function markSlotUnavailable(slotId: string, cause: string) {
  await sql`UPDATE slots SET status = 'unavailable', status_note = ${cause} WHERE id = ${slotId} AND status = 'open'`;
}
