// Postgres access for vehicles, service slots and work orders.
// @ts-nocheck
import pg from 'pg';
import { config } from './config.js';

export const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });

export async function getVehicle(vehicleId: string, depotId: string) {
  const { rows } = await pool.query(
    `SELECT id, plate, model, odometer_km, status, depot_id
       FROM vehicles WHERE id = $1 AND depot_id = $2`,
    [vehicleId, depotId],
  );
  return rows[0] ?? null;
}

export async function listVehicles(depotId: string, status?: string) {
  const { rows } = await pool.query(
    `SELECT id, plate, model, status, next_service_due
       FROM vehicles WHERE depot_id = $1 AND ($2::text IS NULL OR status = $2)
      ORDER BY next_service_due NULLS LAST LIMIT 200`,
    [depotId, status ?? null],
  );
  return rows;
}

export async function openSlots(depotId: string, from: Date, days: number) {
  const until = new Date(from.getTime() + days * 24 * 60 * 60 * 1000);
  const { rows } = await pool.query(
    `SELECT id, bay, starts_at, ends_at FROM service_slots
      WHERE depot_id = $1 AND starts_at BETWEEN $2 AND $3 AND work_order_id IS NULL
      ORDER BY starts_at LIMIT 12`,
    [depotId, from, until],
  );
  return rows;
}

export async function bookSlot(slotId: string, vehicleId: string, userId: string, notes: string) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query(
      `INSERT INTO work_orders (vehicle_id, created_by, notes) VALUES ($1, $2, $3) RETURNING id`,
      [vehicleId, userId, notes],
    );
    const updated = await client.query(
      `UPDATE service_slots SET work_order_id = $1 WHERE id = $2 AND work_order_id IS NULL`,
      [rows[0].id, slotId],
    );
    if (updated.rowCount !== 1) throw new Error('slot is no longer free');
    await client.query('COMMIT');
    return rows[0].id as string;
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }
}

export async function markRetired(vehicleId: string, depotId: string, userId: string, reason: string) {
  const { rowCount } = await pool.query(
    `UPDATE vehicles SET status = 'retired', retired_at = now(), retired_by = $3, retired_reason = $4
      WHERE id = $1 AND depot_id = $2 AND status <> 'retired'`,
    [vehicleId, depotId, userId, reason],
  );
  return rowCount === 1;
}
