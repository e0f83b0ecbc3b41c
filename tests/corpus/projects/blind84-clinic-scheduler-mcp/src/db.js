// MySQL pool plus repository classes for patients, slots, appointments and intake forms.
'use strict';

const mysql = require('mysql2/promise');

class Repository {
  constructor(pool) {
    this.pool = pool;
  }

  async all(sql, params = []) {
    const [rows] = await this.pool.execute(sql, params);
    return rows;
  }

  async first(sql, params = []) {
    const rows = await this.all(sql, params);
    return rows[0] || null;
  }

  async inTransaction(work) {
    const conn = await this.pool.getConnection();
    try {
      await conn.beginTransaction();
      const result = await work(conn);
      await conn.commit();
      return result;
    } catch (err) {
      await conn.rollback();
      throw err;
    } finally {
      conn.release();
    }
  }
}

class PatientRepository extends Repository {
  findInClinic(patientId, clinicId) {
    return this.first('SELECT id, full_name, clinic_id FROM patients WHERE id = ? AND clinic_id = ?', [patientId, clinicId]);
  }

  saveIntake(patientId, answers, userId) {
    return this.pool.execute(
      `INSERT INTO intake_forms (patient_id, answers, submitted_by, submitted_at) VALUES (?, ?, ?, NOW())
       ON DUPLICATE KEY UPDATE answers = VALUES(answers), submitted_by = VALUES(submitted_by), submitted_at = NOW()`,
      [patientId, JSON.stringify(answers), userId],
    );
  }
}

class SlotRepository extends Repository {
  openSlots(clinicianId, clinicId, day) {
    return this.all(
      `SELECT s.id, s.starts_at FROM slots s JOIN clinicians c ON c.id = s.clinician_id
        WHERE s.clinician_id = ? AND c.clinic_id = ? AND DATE(s.starts_at) = ? AND s.status = 'open'
        ORDER BY s.starts_at`,
      [clinicianId, clinicId, day],
    );
  }
}

class AppointmentRepository extends Repository {
  findInClinic(appointmentId, clinicId) {
    return this.first(
      `SELECT a.id, a.patient_id, a.status, s.starts_at, p.full_name
         FROM appointments a JOIN slots s ON s.id = a.slot_id JOIN patients p ON p.id = a.patient_id
        WHERE a.id = ? AND p.clinic_id = ?`,
      [appointmentId, clinicId],
    );
  }

  book(slotId, patientId, userId) {
    return this.inTransaction(async (conn) => {
      const [upd] = await conn.execute("UPDATE slots SET status = 'booked' WHERE id = ? AND status = 'open'", [slotId]);
      if (upd.affectedRows !== 1) return null;
      const [ins] = await conn.execute(
        "INSERT INTO appointments (slot_id, patient_id, booked_by, status) VALUES (?, ?, ?, 'booked')",
        [slotId, patientId, userId],
      );
      return ins.insertId;
    });
  }

  cancel(appointmentId, userId, reason) {
    return this.inTransaction(async (conn) => {
      const [upd] = await conn.execute(
        "UPDATE appointments SET status = 'cancelled', cancelled_by = ?, cancel_reason = ? WHERE id = ? AND status = 'booked'",
        [userId, reason, appointmentId],
      );
      if (upd.affectedRows !== 1) return false;
      await conn.execute(
        "UPDATE slots SET status = 'open' WHERE id = (SELECT slot_id FROM appointments WHERE id = ?)",
        [appointmentId],
      );
      return true;
    });
  }
}

function createDatabase(options) {
  const pool = mysql.createPool({ ...options, connectionLimit: 10, dateStrings: false });
  return {
    pool,
    patients: new PatientRepository(pool),
    slots: new SlotRepository(pool),
    appointments: new AppointmentRepository(pool),
    close: () => pool.end(),
  };
}

module.exports = { createDatabase };
