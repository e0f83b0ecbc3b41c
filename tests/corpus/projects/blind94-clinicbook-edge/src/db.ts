// Postgres queries over HTTP (Neon serverless driver) for slots, appointments and visit notes.
// @ts-nocheck
import { neon } from '@neondatabase/serverless';

export function createDb(databaseUrl: string) {
  const sql = neon(databaseUrl);

  return {
    findSlots: (clinicId: string, specialty: string, from: string, to: string) =>
      sql`SELECT s.id, s.starts_at, s.duration_min, p.display_name AS practitioner
            FROM slots s JOIN practitioners p ON p.id = s.practitioner_id
           WHERE s.clinic_id = ${clinicId} AND p.specialty = ${specialty}
             AND s.starts_at BETWEEN ${from} AND ${to} AND s.appointment_id IS NULL
           ORDER BY s.starts_at LIMIT 40`,

    async bookSlot(patientId: string, slotId: string, reason: string) {
      const rows = await sql`
        WITH appt AS (
          INSERT INTO appointments (patient_id, slot_id, reason, status)
          SELECT ${patientId}, id, ${reason}, 'booked' FROM slots WHERE id = ${slotId} AND appointment_id IS NULL
          RETURNING id, slot_id)
        UPDATE slots SET appointment_id = appt.id FROM appt WHERE slots.id = appt.slot_id
        RETURNING appt.id AS appointment_id, slots.starts_at`;
      return rows[0] ?? null;
    },

    async getAppointment(patientId: string, appointmentId: string) {
      const rows = await sql`
        SELECT a.id, a.status, a.reason, s.starts_at, p.display_name AS practitioner, pt.phone
          FROM appointments a JOIN slots s ON s.id = a.slot_id
          JOIN practitioners p ON p.id = s.practitioner_id JOIN patients pt ON pt.id = a.patient_id
         WHERE a.patient_id = ${patientId} AND a.id = ${appointmentId}`;
      return rows[0] ?? null;
    },

    async cancelAppointment(patientId: string, appointmentId: string) {
      const rows = await sql`
        WITH a AS (
          UPDATE appointments SET status = 'cancelled', cancelled_at = now()
           WHERE patient_id = ${patientId} AND id = ${appointmentId} AND status = 'booked'
          RETURNING id, slot_id)
        UPDATE slots SET appointment_id = NULL FROM a WHERE slots.id = a.slot_id RETURNING a.id`;
      return rows.length === 1;
    },

    visitNotes: (patientId: string, from: string, to: string) =>
      sql`SELECT n.id, n.visit_date, n.practitioner, n.body FROM visit_notes n
           WHERE n.patient_id = ${patientId} AND n.visit_date BETWEEN ${from} AND ${to}
           ORDER BY n.visit_date LIMIT 50`,

    saveSummary: (patientId: string, noteIds: string[], text: string) =>
      sql`INSERT INTO history_summaries (patient_id, note_ids, body, created_at) VALUES (${patientId}, ${noteIds}, ${text}, now())`,

    dueReminders: () =>
      sql`SELECT a.id, pt.phone, s.starts_at FROM appointments a
            JOIN slots s ON s.id = a.slot_id JOIN patients pt ON pt.id = a.patient_id
           WHERE a.status = 'booked' AND a.reminded_at IS NULL
             AND s.starts_at BETWEEN now() + interval '20 hours' AND now() + interval '28 hours'`,

    markReminded: (appointmentId: string) => sql`UPDATE appointments SET reminded_at = now() WHERE id = ${appointmentId}`,
  };
}

export type ClinicDb = ReturnType<typeof createDb>;
