// MySQL repository for clinic slots, appointments and patient panels.
const mysql = require('mysql2/promise');

function createScheduleRepo({ config }) {
  const pool = mysql.createPool({ ...config.mysql, connectionLimit: 10, namedPlaceholders: true });

  return {
    async openSlots(clinicId, fromDate, days) {
      const [rows] = await pool.execute(
        `SELECT id, starts_at, duration_min, room FROM slots
          WHERE clinic_id = :clinicId AND starts_at >= :fromDate
            AND starts_at < DATE_ADD(:fromDate, INTERVAL :days DAY) AND appointment_id IS NULL
          ORDER BY starts_at LIMIT 40`,
        { clinicId, fromDate, days },
      );
      return rows;
    },

    async isOnPanel(clinicId, patientId) {
      const [rows] = await pool.execute(
        'SELECT 1 FROM patient_panels WHERE clinic_id = :clinicId AND patient_id = :patientId LIMIT 1',
        { clinicId, patientId },
      );
      return rows.length === 1;
    },

    async getAppointment(id) {
      const [rows] = await pool.execute(
        `SELECT a.id, a.patient_id, a.clinic_id, a.status, s.starts_at, p.display_name AS patient_name
           FROM appointments a JOIN slots s ON s.appointment_id = a.id JOIN patients p ON p.id = a.patient_id
          WHERE a.id = :id`,
        { id },
      );
      return rows[0] || null;
    },

    async book({ slotId, patientId, visitType, bookedBy }) {
      const conn = await pool.getConnection();
      try {
        await conn.beginTransaction();
        const [slot] = await conn.execute('SELECT clinic_id, appointment_id FROM slots WHERE id = :slotId FOR UPDATE', { slotId });
        if (!slot[0] || slot[0].appointment_id) throw new Error('slot is no longer free');
        const [res] = await conn.execute(
          `INSERT INTO appointments (patient_id, clinic_id, visit_type, status, booked_by)
           VALUES (:patientId, :clinicId, :visitType, 'booked', :bookedBy)`,
          { patientId, clinicId: slot[0].clinic_id, visitType, bookedBy },
        );
        await conn.execute('UPDATE slots SET appointment_id = :id WHERE id = :slotId', { id: res.insertId, slotId });
        await conn.commit();
        return res.insertId;
      } catch (err) {
        await conn.rollback();
        throw err;
      } finally {
        conn.release();
      }
    },

    async cancel({ appointmentId, reason, cancelledBy }) {
      const conn = await pool.getConnection();
      try {
        await conn.beginTransaction();
        await conn.execute(
          `UPDATE appointments SET status = 'cancelled', cancel_reason = :reason, cancelled_by = :cancelledBy
            WHERE id = :appointmentId AND status = 'booked'`,
          { appointmentId, reason, cancelledBy },
        );
        await conn.execute('UPDATE slots SET appointment_id = NULL WHERE appointment_id = :appointmentId', { appointmentId });
        await conn.commit();
      } catch (err) {
        await conn.rollback();
        throw err;
      } finally {
        conn.release();
      }
    },

    close: () => pool.end(),
  };
}

module.exports = { createScheduleRepo };
