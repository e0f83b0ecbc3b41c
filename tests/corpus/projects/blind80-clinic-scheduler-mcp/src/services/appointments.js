// Appointment and slot queries against the clinic scheduling database.
'use strict';

class AppointmentsService {
  constructor({ db, config }) {
    this.db = db;
    this.searchDays = config.slotSearchDays;
  }

  async findForClinic(appointmentId, clinicId) {
    const { rows } = await this.db.query(
      `SELECT a.id, a.patient_id, a.starts_at, a.status, a.practitioner_id,
              p.full_name AS patient_name, p.mobile AS patient_mobile
         FROM appointments a JOIN patients p ON p.id = a.patient_id
        WHERE a.id = $1 AND a.clinic_id = $2`,
      [appointmentId, clinicId],
    );
    return rows[0] || null;
  }

  async openSlots(clinicId, practitionerId, limit = 5) {
    const { rows } = await this.db.query(
      `SELECT id, starts_at, practitioner_id
         FROM slots
        WHERE clinic_id = $1 AND ($2::uuid IS NULL OR practitioner_id = $2)
          AND booked = false AND starts_at BETWEEN now() AND now() + ($3 || ' days')::interval
        ORDER BY starts_at LIMIT $4`,
      [clinicId, practitionerId || null, String(this.searchDays), limit],
    );
    return rows;
  }

  async book(slotId, patientId, staffId, reason) {
    const client = await this.db.connect();
    try {
      await client.query('BEGIN');
      const slot = await client.query('UPDATE slots SET booked = true WHERE id = $1 AND booked = false RETURNING id, starts_at, clinic_id, practitioner_id', [slotId]);
      if (slot.rowCount === 0) {
        await client.query('ROLLBACK');
        return null;
      }
      const s = slot.rows[0];
      const { rows } = await client.query(
        `INSERT INTO appointments (patient_id, slot_id, clinic_id, practitioner_id, starts_at, booked_by, reason, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'booked') RETURNING id, starts_at`,
        [patientId, s.id, s.clinic_id, s.practitioner_id, s.starts_at, staffId, reason],
      );
      await client.query('COMMIT');
      return rows[0];
    } catch (err) {
      await client.query('ROLLBACK');
      throw err;
    } finally {
      client.release();
    }
  }

  async moveTo(appointmentId, slotId, staffId) {
    const { rows } = await this.db.query(
      `WITH freed AS (
         UPDATE slots SET booked = false WHERE id = (SELECT slot_id FROM appointments WHERE id = $1)
       ), taken AS (
         UPDATE slots SET booked = true WHERE id = $2 AND booked = false RETURNING id, starts_at
       )
       UPDATE appointments a SET slot_id = taken.id, starts_at = taken.starts_at, updated_by = $3
         FROM taken WHERE a.id = $1 RETURNING a.id, a.starts_at`,
      [appointmentId, slotId, staffId],
    );
    return rows[0] || null;
  }

  async cancel(appointmentId, staffId, reason) {
    const { rows } = await this.db.query(
      `UPDATE appointments SET status = 'cancelled', cancelled_by = $2, cancel_reason = $3, cancelled_at = now()
        WHERE id = $1 AND status = 'booked' RETURNING id, slot_id, patient_id`,
      [appointmentId, staffId, reason],
    );
    if (rows[0]) await this.db.query('UPDATE slots SET booked = false WHERE id = $1', [rows[0].slot_id]);
    return rows[0] || null;
  }

  async patientContact(patientId) {
    const { rows } = await this.db.query('SELECT full_name, mobile, sms_opt_in FROM patients WHERE id = $1', [patientId]);
    return rows[0] || null;
  }
}

module.exports = { AppointmentsService };
