// MySQL access for prescriptions, stores, refill orders and outbound transfers.
const mysql = require('mysql2/promise');
const config = require('./config');

const pool = mysql.createPool({ ...config.mysql, connectionLimit: 10, namedPlaceholders: true });

async function listPrescriptions(patientId) {
  const [rows] = await pool.execute(
    `SELECT rx_id, drug_name, strength, refills_remaining, last_fill_date
       FROM prescriptions WHERE patient_id = :patientId AND status = 'active' ORDER BY drug_name`,
    { patientId },
  );
  return rows;
}

async function getPrescription(rxId, patientId) {
  const [rows] = await pool.execute(
    `SELECT rx_id, patient_id, drug_name, strength, ndc, refills_remaining, default_quantity, days_supply, store_id
       FROM prescriptions WHERE rx_id = :rxId AND patient_id = :patientId AND status = 'active'`,
    { rxId, patientId },
  );
  return rows[0] || null;
}

async function getStore(storeId) {
  const [rows] = await pool.execute('SELECT store_id, ncpdp_id, name, street, zip FROM stores WHERE store_id = :storeId', { storeId });
  return rows[0] || null;
}

async function listStoresNear(zip) {
  const [rows] = await pool.execute(
    `SELECT store_id, name, street FROM stores
      WHERE LEFT(zip, 3) = LEFT(:zip, 3) AND accepts_pickup = 1
      ORDER BY ABS(CAST(zip AS SIGNED) - CAST(:zip AS SIGNED)) LIMIT 5`,
    { zip },
  );
  return rows;
}

async function createRefill({ rxId, patientId, storeId, claimId, copayCents }) {
  const [result] = await pool.execute(
    `INSERT INTO refills (rx_id, patient_id, store_id, claim_id, copay_cents, status, created_at)
     VALUES (:rxId, :patientId, :storeId, :claimId, :copayCents, 'queued', NOW())`,
    { rxId, patientId, storeId, claimId, copayCents },
  );
  return result.insertId;
}

async function getRefill(refillId, patientId) {
  const [rows] = await pool.execute(
    `SELECT r.refill_id, r.status, r.claim_id, p.drug_name
       FROM refills r JOIN prescriptions p ON p.rx_id = r.rx_id
      WHERE r.refill_id = :refillId AND r.patient_id = :patientId`,
    { refillId, patientId },
  );
  return rows[0] || null;
}

async function cancelRefill(refillId, patientId, { by, reason }) {
  const [result] = await pool.execute(
    `UPDATE refills SET status = 'cancelled', cancelled_by = :by, cancel_reason = :reason, cancelled_at = NOW()
      WHERE refill_id = :refillId AND patient_id = :patientId AND status IN ('queued', 'filling')`,
    { refillId, patientId, by, reason },
  );
  return result.affectedRows === 1;
}

async function findPharmacy(ncpdp) {
  const [rows] = await pool.execute(
    'SELECT ncpdp_id, name, city, state FROM external_pharmacies WHERE ncpdp_id = :ncpdp AND accepts_transfers = 1',
    { ncpdp },
  );
  return rows[0] || null;
}

async function transferPrescription(rxId, patientId, { toPharmacyNcpdp, by }) {
  const conn = await pool.getConnection();
  try {
    await conn.beginTransaction();
    const [upd] = await conn.execute(
      `UPDATE prescriptions SET status = 'transferred'
        WHERE rx_id = :rxId AND patient_id = :patientId AND status = 'active'`,
      { rxId, patientId },
    );
    if (upd.affectedRows !== 1) throw new Error('prescription is no longer active');
    await conn.execute(
      `INSERT INTO transfers (rx_id, patient_id, to_ncpdp, requested_by, requested_at)
       VALUES (:rxId, :patientId, :toPharmacyNcpdp, :by, NOW())`,
      { rxId, patientId, toPharmacyNcpdp, by },
    );
    await conn.commit();
  } catch (err) {
    await conn.rollback();
    throw err;
  } finally {
    conn.release();
  }
}

module.exports = {
  listPrescriptions,
  getPrescription,
  getStore,
  listStoresNear,
  createRefill,
  getRefill,
  cancelRefill,
  findPharmacy,
  transferPrescription,
};
