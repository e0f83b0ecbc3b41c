// Postgres access for vehicles, drivers and dispatches.
// @ts-nocheck
import pg from 'pg';

export function openDatabase(connectionString: string) {
  const pool = new pg.Pool({ connectionString, max: 10, idleTimeoutMillis: 30_000 });

  async function one(sql: string, params: unknown[]) {
    const { rows } = await pool.query(sql, params);
    return rows[0] ?? null;
  }

  return {
    getVehicle(id: string) {
      return one('SELECT id, plate, make, model, depot_id, status FROM vehicles WHERE id = $1', [id]);
    },
    async openDispatchCount(vehicleId: string): Promise<number> {
      const row = await one(
        "SELECT count(*)::int AS n FROM dispatches WHERE vehicle_id = $1 AND status IN ('scheduled', 'en_route')",
        [vehicleId],
      );
      return row?.n ?? 0;
    },
    async availableDrivers(depotId: string, windowStart: string) {
      const { rows } = await pool.query(
        `SELECT d.id, d.name, d.licence_class
           FROM drivers d
          WHERE d.depot_id = $1
            AND d.active
            AND NOT EXISTS (
              SELECT 1 FROM dispatches x
               WHERE x.driver_id = d.id
                 AND x.status IN ('scheduled', 'en_route')
                 AND tstzrange(x.window_start, x.window_start + interval '4 hours') @> $2::timestamptz)
          ORDER BY d.name
          LIMIT 8`,
        [depotId, windowStart],
      );
      return rows;
    },
    getDispatch(id: string) {
      return one('SELECT id, vehicle_id, driver_id, pickup, dropoff, status, window_start FROM dispatches WHERE id = $1', [id]);
    },
    createDispatch(d: { vehicleId: string; driverId: string; pickup: string; dropoff: string; windowStart: string; createdBy: string }) {
      return one(
        `INSERT INTO dispatches (vehicle_id, driver_id, pickup, dropoff, window_start, status, created_by)
         VALUES ($1, $2, $3, $4, $5, 'scheduled', $6)
         RETURNING id, status`,
        [d.vehicleId, d.driverId, d.pickup, d.dropoff, d.windowStart, d.createdBy],
      );
    },
    async cancelDispatch(id: string, reason: string, by: string) {
      await pool.query(
        "UPDATE dispatches SET status = 'cancelled', cancel_reason = $2, cancelled_by = $3, cancelled_at = now() WHERE id = $1",
        [id, reason, by],
      );
    },
    async attachRoute(dispatchId: string, routeId: string, by: string) {
      await pool.query('UPDATE dispatches SET route_id = $2, routed_by = $3, routed_at = now() WHERE id = $1', [dispatchId, routeId, by]);
    },
    async decommissionVehicle(id: string, reason: string, by: string) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query("UPDATE vehicles SET status = 'decommissioned', decommissioned_at = now() WHERE id = $1", [id]);
        await client.query('INSERT INTO vehicle_events (vehicle_id, kind, detail, actor) VALUES ($1, $2, $3, $4)', [id, 'decommissioned', reason, by]);
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK');
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export type Database = ReturnType<typeof openDatabase>;
