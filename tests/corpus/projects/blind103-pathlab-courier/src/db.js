// MySQL access for patients, orders and results (mysql2 promise pool).
'use strict';

const mysql = require('mysql2/promise');
const config = require('./config');

const pool = mysql.createPool({ ...config.mysql, connectionLimit: 8, namedPlaceholders: true, timezone: 'Z' });

async function findPatient(practiceId, patientId) {
  const [rows] = await pool.execute(
    `SELECT id, name, species, breed, date_of_birth, owner_email
       FROM patients WHERE id = :patientId AND practice_id = :practiceId`,
    { patientId, practiceId },
  );
  return rows[0] || null;
}

async function recordOrder(order) {
  const [result] = await pool.execute(
    `INSERT INTO lab_orders (practice_id, patient_id, panel_code, lims_order_id, sample_type,
                             collected_at, fasted, courier_pickup, ordered_by)
     VALUES (:practiceId, :patientId, :panelCode, :limsOrderId, :sampleType,
             :collectedAt, :fasted, :courierPickup, :orderedBy)`,
    order,
  );
  return result.insertId;
}

async function findOrder(practiceId, orderId) {
  const [rows] = await pool.execute(
    `SELECT o.id, o.panel_code, o.lims_order_id, o.status, o.released_at,
            p.id AS patient_id, p.name AS patient_name, p.owner_email
       FROM lab_orders o JOIN patients p ON p.id = o.patient_id
      WHERE o.id = :orderId AND o.practice_id = :practiceId`,
    { orderId, practiceId },
  );
  return rows[0] || null;
}

async function listOrders(practiceId, { patientId, since }) {
  const [rows] = await pool.execute(
    `SELECT o.id, o.panel_code, o.status, o.created_at, o.released_at, p.name AS patient_name
       FROM lab_orders o JOIN patients p ON p.id = o.patient_id
      WHERE o.practice_id = :practiceId
        AND (:patientId IS NULL OR o.patient_id = :patientId)
        AND o.created_at >= :since
      ORDER BY o.created_at DESC LIMIT 50`,
    { practiceId, patientId: patientId || null, since },
  );
  return rows;
}

async function markReleased(orderId, releasedBy, note) {
  await pool.execute(
    `UPDATE lab_orders SET released_at = UTC_TIMESTAMP(), released_by = :releasedBy, release_note = :note
      WHERE id = :orderId AND released_at IS NULL`,
    { orderId, releasedBy, note: note || null },
  );
}

module.exports = { pool, findPatient, recordOrder, findOrder, listOrders, markReleased };
