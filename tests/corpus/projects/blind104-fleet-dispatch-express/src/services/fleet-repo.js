// Postgres queries for vehicles, drivers, depots and maintenance bookings.
import pg from 'pg';

export function createFleetRepo({ databaseUrl }) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 8 });

  return {
    async listVehicles({ depots, afterId, limit }) {
      const { rows } = await pool.query(
        `SELECT id, registration, model, depot, status, driver_id
           FROM vehicles
          WHERE depot = ANY($1) AND ($2::text IS NULL OR id > $2)
          ORDER BY id
          LIMIT $3`,
        [depots, afterId ?? null, limit],
      );
      return rows;
    },

    async getVehicle(id) {
      const { rows } = await pool.query(
        'SELECT id, registration, model, depot, status, driver_id, licence_class, odometer_km FROM vehicles WHERE id = $1',
        [id],
      );
      return rows[0] ?? null;
    },

    async getDriver(id) {
      const { rows } = await pool.query(
        'SELECT id, full_name, licence_classes, home_depot, active FROM drivers WHERE id = $1',
        [id],
      );
      return rows[0] ?? null;
    },

    async workshopsNear(depot) {
      const { rows } = await pool.query(
        'SELECT id, name, depot, distance_km FROM workshops WHERE serves_depot = $1 ORDER BY distance_km LIMIT 5',
        [depot],
      );
      return rows;
    },

    async bookMaintenance({ vehicleId, workshopId, slot, reason, bookedBy }) {
      const { rows } = await pool.query(
        `INSERT INTO maintenance_bookings (vehicle_id, workshop_id, slot_start, reason, booked_by)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [vehicleId, workshopId, slot, reason, bookedBy],
      );
      await pool.query(`UPDATE vehicles SET status = 'maintenance_booked' WHERE id = $1`, [vehicleId]);
      return rows[0].id;
    },

    async reassignDriver({ vehicleId, driverId, changedBy, reason }) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const { rows } = await client.query('SELECT driver_id FROM vehicles WHERE id = $1 FOR UPDATE', [vehicleId]);
        if (rows.length === 0) throw new Error(`vehicle ${vehicleId} not found`);
        await client.query('UPDATE vehicles SET driver_id = $2 WHERE id = $1', [vehicleId, driverId]);
        await client.query(
          `INSERT INTO driver_assignments_log (vehicle_id, previous_driver_id, new_driver_id, changed_by, reason)
           VALUES ($1, $2, $3, $4, $5)`,
          [vehicleId, rows[0].driver_id, driverId, changedBy, reason],
        );
        await client.query('COMMIT');
        return rows[0].driver_id;
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
