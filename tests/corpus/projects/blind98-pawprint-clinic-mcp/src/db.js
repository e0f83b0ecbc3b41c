// MySQL pool and the queries used by the clinic tools.
'use strict';

const mysql = require('mysql2/promise');
const { mysql: dbConfig, clinicCode } = require('./config');

const pool = mysql.createPool({
  ...dbConfig,
  connectionLimit: 8,
  namedPlaceholders: true,
  dateStrings: true,
});

async function findPatients({ name, microchip, ownerPhone }) {
  const clauses = ['p.clinic_code = :clinic', 'p.deceased_at IS NULL'];
  if (name) clauses.push('p.name LIKE :name');
  if (microchip) clauses.push('p.microchip = :microchip');
  if (ownerPhone) clauses.push('o.phone_e164 = :ownerPhone');
  const [rows] = await pool.execute(
    `SELECT p.id, p.name, p.species, p.breed, p.dob, p.weight_kg, o.full_name AS owner, o.phone_e164 AS owner_phone
       FROM patients p JOIN owners o ON o.id = p.owner_id
      WHERE ${clauses.join(' AND ')}
      ORDER BY p.name LIMIT 25`,
    { clinic: clinicCode, name: name ? `%${name}%` : null, microchip: microchip || null, ownerPhone: ownerPhone || null },
  );
  return rows;
}

async function patientById(id) {
  const [rows] = await pool.execute(
    'SELECT p.*, o.full_name AS owner FROM patients p JOIN owners o ON o.id = p.owner_id WHERE p.id = :id AND p.clinic_code = :clinic',
    { id, clinic: clinicCode },
  );
  return rows[0] || null;
}

async function procedureByCode(code) {
  const [rows] = await pool.execute(
    'SELECT code, label, duration_min, needs_anesthesia, room_type FROM procedures WHERE code = :code AND active = 1',
    { code },
  );
  return rows[0] || null;
}

async function freeSlots(date, roomType, durationMin) {
  const [rows] = await pool.execute(
    `SELECT s.id, s.starts_at, s.room, s.vet_id, v.display_name AS vet
       FROM surgery_slots s JOIN vets v ON v.id = s.vet_id
      WHERE DATE(s.starts_at) = :date AND s.room_type = :roomType AND s.length_min >= :durationMin
        AND s.appointment_id IS NULL AND s.clinic_code = :clinic
      ORDER BY s.starts_at`,
    { date, roomType, durationMin, clinic: clinicCode },
  );
  return rows;
}

async function bookSlot({ slotId, patientId, procedureCode, bookedBy }) {
  const conn = await pool.getConnection();
  try {
    await conn.beginTransaction();
    const [[slot]] = await conn.execute('SELECT id, appointment_id FROM surgery_slots WHERE id = :slotId FOR UPDATE', { slotId });
    if (!slot || slot.appointment_id) throw new Error('slot no longer available');
    const [ins] = await conn.execute(
      'INSERT INTO appointments (patient_id, procedure_code, slot_id, booked_by, status) VALUES (:patientId, :procedureCode, :slotId, :bookedBy, "booked")',
      { patientId, procedureCode, slotId, bookedBy },
    );
    await conn.execute('UPDATE surgery_slots SET appointment_id = :appt WHERE id = :slotId', { appt: ins.insertId, slotId });
    await conn.commit();
    return ins.insertId;
  } catch (err) {
    await conn.rollback();
    throw err;
  } finally {
    conn.release();
  }
}

async function invoiceById(id) {
  const [rows] = await pool.execute(
    'SELECT id, number, patient_id, total_cents, currency, status, issued_at FROM invoices WHERE id = :id AND clinic_code = :clinic',
    { id, clinic: clinicCode },
  );
  return rows[0] || null;
}

async function voidInvoice(id, staffId, reason) {
  const [res] = await pool.execute(
    'UPDATE invoices SET status = "void", voided_by = :staffId, void_reason = :reason, voided_at = NOW() WHERE id = :id AND status <> "void"',
    { id, staffId, reason },
  );
  return res.affectedRows === 1;
}

async function recordLabOrder({ appointmentId, patientId, panel, externalId, orderedBy }) {
  await pool.execute(
    'INSERT INTO lab_orders (appointment_id, patient_id, panel, external_id, ordered_by) VALUES (:appointmentId, :patientId, :panel, :externalId, :orderedBy)',
    { appointmentId, patientId, panel, externalId, orderedBy },
  );
}

module.exports = {
  pool,
  findPatients,
  patientById,
  procedureByCode,
  freeSlots,
  bookSlot,
  invoiceById,
  voidInvoice,
  recordLabOrder,
};
