// Postgres access for clinics, slots, appointments and short-lived booking drafts.
// @ts-nocheck
import pg from 'pg';

export type Db = ReturnType<typeof createDb>;

export function createDb(connectionString: string) {
  const pool = new pg.Pool({ connectionString, max: 10 });

  return {
    pool,

    async canManageClinic(userId: string, clinicId: string): Promise<boolean> {
      const { rowCount } = await pool.query(
        "SELECT 1 FROM clinic_staff WHERE user_id = $1 AND clinic_id = $2 AND role IN ('front_desk', 'manager')",
        [userId, clinicId],
      );
      return rowCount === 1;
    },

    async openSlots(clinicId: string, day: string) {
      const { rows } = await pool.query(
        `SELECT s.id, s.starts_at, s.practitioner_name FROM slots s
          WHERE s.clinic_id = $1 AND s.starts_at::date = $2::date AND s.starts_at > now()
            AND NOT EXISTS (SELECT 1 FROM appointments a WHERE a.slot_id = s.id AND a.status = 'booked')
          ORDER BY s.starts_at LIMIT 12`,
        [clinicId, day],
      );
      return rows;
    },

    async saveDraft(draft: { id: string; userId: string; clinicId: string; patientId: string; reason: string; slotIds: string[] }) {
      await pool.query(
        `INSERT INTO booking_drafts (id, user_id, clinic_id, patient_id, reason, slot_ids, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, now() + interval '10 minutes')`,
        [draft.id, draft.userId, draft.clinicId, draft.patientId, draft.reason, draft.slotIds],
      );
    },

    async takeDraft(id: string, userId: string) {
      const { rows } = await pool.query(
        'DELETE FROM booking_drafts WHERE id = $1 AND user_id = $2 AND expires_at > now() RETURNING *',
        [id, userId],
      );
      return rows[0] ?? null;
    },

    async book(slotId: string, clinicId: string, patientId: string, reason: string, bookedBy: string) {
      const { rows } = await pool.query(
        `INSERT INTO appointments (slot_id, clinic_id, patient_id, reason, booked_by, status)
         VALUES ($1, $2, $3, $4, $5, 'booked') RETURNING id`,
        [slotId, clinicId, patientId, reason, bookedBy],
      );
      return rows[0].id;
    },

    async appointment(id: string) {
      const { rows } = await pool.query(
        `SELECT a.id, a.clinic_id, a.status, a.patient_id, s.starts_at, p.display_name, p.mobile
           FROM appointments a JOIN slots s ON s.id = a.slot_id JOIN patients p ON p.id = a.patient_id
          WHERE a.id = $1`,
        [id],
      );
      return rows[0] ?? null;
    },

    async cancel(id: string, userId: string, reason: string) {
      await pool.query(
        "UPDATE appointments SET status = 'cancelled', cancelled_by = $2, cancel_reason = $3, cancelled_at = now() WHERE id = $1 AND status = 'booked'",
        [id, userId, reason],
      );
    },

    async recordSmsStatus(messageId: string, status: string) {
      await pool.query('UPDATE sms_outbox SET provider_status = $2, updated_at = now() WHERE provider_message_id = $1', [messageId, status]);
    },
  };
}
