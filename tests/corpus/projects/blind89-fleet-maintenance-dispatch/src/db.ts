// Postgres access for vehicles, route assignments and maintenance bookings.
// @ts-nocheck
import pg from 'pg';
import { config } from './config.js';

export const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });

export async function listOverdueVehicles(depotIds: string[], limit = 50) {
  const { rows } = await pool.query(
    `SELECT v.id, v.registration, v.depot_id, v.odometer_km, m.next_due_at, m.service_code
       FROM vehicles v JOIN maintenance_schedule m ON m.vehicle_id = v.id
      WHERE v.depot_id = ANY($1) AND v.retired_at IS NULL AND m.next_due_at < now()
      ORDER BY m.next_due_at ASC LIMIT $2`,
    [depotIds, limit],
  );
  return rows;
}

export async function getVehicle(id: string) {
  const { rows } = await pool.query('SELECT id, registration, depot_id, retired_at FROM vehicles WHERE id = $1', [id]);
  return rows[0] ?? null;
}

export async function activeRouteAssignments(vehicleId: string) {
  const { rows } = await pool.query(
    `SELECT route_code, starts_on FROM route_assignments WHERE vehicle_id = $1 AND (ends_on IS NULL OR ends_on >= current_date)`,
    [vehicleId],
  );
  return rows;
}

export async function futureBookings(vehicleId: string) {
  const { rows } = await pool.query(
    `SELECT booking_id, slot_start FROM maintenance_bookings WHERE vehicle_id = $1 AND slot_start > now() AND cancelled_at IS NULL`,
    [vehicleId],
  );
  return rows;
}

export async function recordBooking({ vehicleId, bookingId, slotStart, serviceCode, requestedBy }) {
  await pool.query(
    `INSERT INTO maintenance_bookings (vehicle_id, booking_id, slot_start, service_code, requested_by)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (booking_id) DO NOTHING`,
    [vehicleId, bookingId, slotStart, serviceCode, requestedBy],
  );
}

export async function retireVehicle({ vehicleId, reason, retiredBy }) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('UPDATE vehicles SET retired_at = now(), retired_reason = $2, retired_by = $3 WHERE id = $1 AND retired_at IS NULL', [vehicleId, reason, retiredBy]);
    await client.query('UPDATE route_assignments SET ends_on = current_date WHERE vehicle_id = $1 AND (ends_on IS NULL OR ends_on > current_date)', [vehicleId]);
    await client.query('UPDATE maintenance_bookings SET cancelled_at = now() WHERE vehicle_id = $1 AND slot_start > now() AND cancelled_at IS NULL', [vehicleId]);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }
}
