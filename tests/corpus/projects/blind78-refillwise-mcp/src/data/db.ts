// MySQL access for prescriptions, pharmacies, refill orders, transfers and the hash-chained audit log.
// @ts-nocheck
import mysql from 'mysql2/promise';
import { createHmac } from 'node:crypto';
import { env } from '../env.js';
import { keys } from '../crypto/keys.js';

export const pool = mysql.createPool({ uri: env.mysqlUrl, connectionLimit: 10, timezone: 'Z' });

export async function prescriptionsFor(patientId: string) {
  const [rows] = await pool.query(
    `select rx_number, drug_name, strength, refills_left, last_filled_on, pharmacy_npi
       from prescriptions where patient_id = ? and status = 'active' order by drug_name`,
    [patientId],
  );
  return rows;
}

export async function prescriptionFor(patientId: string, rxNumber: string) {
  const [rows] = await pool.query(
    `select rx_number, drug_name, strength, refills_left, pharmacy_npi, controlled_schedule
       from prescriptions where patient_id = ? and rx_number = ? and status = 'active'`,
    [patientId, rxNumber],
  );
  return rows[0] ?? null;
}

export async function pharmacyByNpi(npi: string) {
  const [rows] = await pool.query('select npi, name, city, accepts_transfers from pharmacies where npi = ?', [npi]);
  return rows[0] ?? null;
}

export async function insertRefillOrder(row) {
  const [result] = await pool.query(
    `insert into refill_orders (patient_id, rx_number, pharmacy_npi, copay_cents, pbm_claim_ref, pickup_window)
     values (?, ?, ?, ?, ?, ?)`,
    [row.patientId, row.rxNumber, row.pharmacyNpi, row.copayCents, row.claimRef, row.pickupWindow],
  );
  return result.insertId;
}

export async function recordTransfer(row) {
  await pool.query(
    `update prescriptions set pharmacy_npi = ?, transferred_at = utc_timestamp(), pbm_transfer_ref = ?
      where patient_id = ? and rx_number = ?`,
    [row.toNpi, row.transferRef, row.patientId, row.rxNumber],
  );
}

export async function audit(event: Record<string, unknown>) {
  const conn = await pool.getConnection();
  try {
    await conn.beginTransaction();
    const [rows] = await conn.query('select chain_mac from audit_log order by id desc limit 1 for update');
    const body = JSON.stringify({ ...event, at: new Date().toISOString() });
    const chainMac = createHmac('sha256', keys.auditChain).update(rows[0]?.chain_mac ?? 'genesis').update(body).digest('hex');
    await conn.query('insert into audit_log (event, chain_mac) values (?, ?)', [body, chainMac]);
    await conn.commit();
  } catch (err) {
    await conn.rollback();
    throw err;
  } finally {
    conn.release();
  }
}
