// MySQL queries for samples, staff, freezer racks and the custody ledger.
const mysql = require('mysql2/promise');
const config = require('./config');

const pool = mysql.createPool({ ...config.mysql, connectionLimit: 8, namedPlaceholders: true });

async function one(sql, params) {
  const [rows] = await pool.execute(sql, params);
  return rows[0] || null;
}

function sampleById(sampleId) {
  return one(
    `SELECT s.id, s.barcode, s.material, s.study_code, s.custodian_id, s.status,
            s.rack_id, r.label AS rack_label, r.freezer_id
       FROM samples s LEFT JOIN racks r ON r.id = s.rack_id
      WHERE s.id = :sampleId`,
    { sampleId },
  );
}

function staffByUsername(username) {
  return one('SELECT id, username, display_name, active FROM staff WHERE username = :username', { username });
}

function staffById(staffId) {
  return one('SELECT id, username, display_name, active FROM staff WHERE id = :staffId', { staffId });
}

function rackByLabel(label) {
  return one('SELECT id, label, freezer_id, capacity, occupied FROM racks WHERE label = :label', { label });
}

async function canManageFreezer(staffId, freezerId) {
  const row = await one(
    'SELECT 1 AS ok FROM freezer_managers WHERE staff_id = :staffId AND freezer_id = :freezerId',
    { staffId, freezerId },
  );
  return Boolean(row);
}

async function recordCustody(event) {
  await pool.execute(
    `INSERT INTO custody_events (sample_id, kind, from_staff, to_staff, detail, created_at)
     VALUES (:sampleId, :kind, :fromStaff, :toStaff, :detail, NOW())`,
    { fromStaff: null, toStaff: null, detail: null, ...event },
  );
}

async function setCustodian(sampleId, staffId) {
  await pool.execute('UPDATE samples SET custodian_id = :staffId WHERE id = :sampleId', { sampleId, staffId });
}

async function setRack(sampleId, rackId) {
  await pool.execute('UPDATE samples SET rack_id = :rackId WHERE id = :sampleId', { sampleId, rackId });
}

async function markDisposed(sampleId) {
  await pool.execute("UPDATE samples SET status = 'disposed', rack_id = NULL WHERE id = :sampleId", { sampleId });
}

module.exports = {
  sampleById,
  staffByUsername,
  staffById,
  rackByLabel,
  canManageFreezer,
  recordCustody,
  setCustodian,
  setRack,
  markDisposed,
};
