// Postgres access for vehicles, drivers, maintenance slots, work orders and dispatch records.
// @ts-nocheck
import pg from 'pg';

export type Db = pg.Pool;

export function createPool(url: string): Db {
  return new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000 });
}

export async function listVehicles(db: Db, filter: { depotId: string; status?: string; limit: number }) {
  const { rows } = await db.query(
    `SELECT id, plate, make, model, class, status, depot_id, odometer_km, telematics_unit_id
       FROM vehicles
      WHERE depot_id = $1
        AND ($2::text IS NULL OR status = $2)
      ORDER BY plate
      LIMIT $3`,
    [filter.depotId, filter.status ?? null, filter.limit],
  );
  return rows;
}

export async function getVehicle(db: Db, id: string) {
  const { rows } = await db.query(
    `SELECT id, plate, make, model, class, status, depot_id, odometer_km, telematics_unit_id
       FROM vehicles WHERE id = $1 AND status <> 'decommissioned'`,
    [id],
  );
  return rows[0] ?? null;
}

export async function countOpenWorkOrders(db: Db, vehicleId: string): Promise<number> {
  const { rows } = await db.query(
    `SELECT count(*)::int AS n FROM work_orders WHERE vehicle_id = $1 AND status IN ('open', 'scheduled')`,
    [vehicleId],
  );
  return rows[0].n;
}

export async function listDrivers(db: Db, depotId: string) {
  const { rows } = await db.query(
    `SELECT id, name FROM drivers
      WHERE depot_id = $1 AND on_shift AND licence_valid_until > now()
      ORDER BY name`,
    [depotId],
  );
  return rows;
}

export async function freeSlots(db: Db, depotId: string, fromIso: string, toIso: string) {
  const { rows } = await db.query(
    `SELECT id, starts_at, bay FROM maintenance_slots
      WHERE depot_id = $1 AND vehicle_id IS NULL AND starts_at BETWEEN $2 AND $3
      ORDER BY starts_at
      LIMIT 8`,
    [depotId, fromIso, toIso],
  );
  return rows;
}

export async function bookSlot(db: Db, slotId: string, vehicleId: string, kind: string, userId: string) {
  const { rows } = await db.query(
    `UPDATE maintenance_slots
        SET vehicle_id = $2, kind = $3, booked_by = $4, booked_at = now()
      WHERE id = $1 AND vehicle_id IS NULL
      RETURNING id, starts_at, bay`,
    [slotId, vehicleId, kind, userId],
  );
  return rows[0] ?? null;
}

export async function markDecommissioned(db: Db, vehicleId: string, meta: { by: string; reason: string }) {
  const client = await db.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `UPDATE work_orders SET status = 'cancelled', cancelled_reason = 'vehicle decommissioned'
        WHERE vehicle_id = $1 AND status IN ('open', 'scheduled')`,
      [vehicleId],
    );
    await client.query(
      `UPDATE maintenance_slots SET vehicle_id = NULL, kind = NULL WHERE vehicle_id = $1 AND starts_at > now()`,
      [vehicleId],
    );
    await client.query(
      `UPDATE vehicles
          SET status = 'decommissioned', decommissioned_at = now(), decommissioned_by = $2, decommission_reason = $3
        WHERE id = $1`,
      [vehicleId, meta.by, meta.reason],
    );
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }
}

export async function recordDispatch(db: Db, entry: { vehicleId: string; driverId: string; routeId: string; by: string }) {
  await db.query(
    `INSERT INTO dispatches (vehicle_id, driver_id, route_id, dispatched_by, dispatched_at)
     VALUES ($1, $2, $3, $4, now())`,
    [entry.vehicleId, entry.driverId, entry.routeId, entry.by],
  );
}
