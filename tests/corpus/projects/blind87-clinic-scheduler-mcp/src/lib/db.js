// MySQL access for the booking audit trail and the waitlist.
'use strict';

const mysql = require('mysql2/promise');

function createDb(config) {
  const pool = mysql.createPool({ ...config.db, connectionLimit: 8, waitForConnections: true });

  return {
    pool,

    async audit({ actorId, action, appointmentId, patientId, detail }) {
      await pool.execute(
        'INSERT INTO booking_audit (actor_id, action, appointment_id, patient_id, detail, created_at) VALUES (?, ?, ?, ?, ?, NOW())',
        [actorId, action, appointmentId, patientId, JSON.stringify(detail || {})],
      );
    },

    async addToWaitlist({ patientId, practitionerId, earliest, latest }) {
      const [res] = await pool.execute(
        'INSERT INTO waitlist (patient_id, practitioner_id, earliest, latest) VALUES (?, ?, ?, ?)',
        [patientId, practitionerId || null, earliest, latest],
      );
      return res.insertId;
    },

    async lateCancelWindowHours(clinicId) {
      const [rows] = await pool.execute('SELECT late_cancel_hours FROM clinics WHERE id = ?', [clinicId]);
      return rows[0] ? rows[0].late_cancel_hours : 24;
    },
  };
}

module.exports = { createDb };
