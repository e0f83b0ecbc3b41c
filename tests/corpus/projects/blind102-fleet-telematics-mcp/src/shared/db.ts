// Postgres access for fleets, vehicles and the audit log.
// @ts-nocheck
import pg from 'pg';
import { loadConfig } from './config.js';

let pool: pg.Pool | undefined;

export function getPool(): pg.Pool {
  pool ??= new pg.Pool({ connectionString: loadConfig().databaseUrl, max: 10, idleTimeoutMillis: 30_000 });
  return pool;
}

export async function managedFleets(userId: string): Promise<string[]> {
  const { rows } = await getPool().query(
    "SELECT fleet_id FROM fleet_members WHERE user_id = $1 AND role IN ('manager', 'admin')",
    [userId],
  );
  return rows.map((r) => r.fleet_id);
}

export async function findVehicle(fleetId: string, vehicleId: string) {
  const { rows } = await getPool().query(
    'SELECT id, fleet_id, vin, plate, status, telematics_unit_id FROM vehicles WHERE fleet_id = $1 AND id = $2',
    [fleetId, vehicleId],
  );
  return rows[0] ?? null;
}

export async function markDecommissioned(vehicleId: string, actorId: string, reason: string): Promise<void> {
  const client = await getPool().connect();
  try {
    await client.query('BEGIN');
    await client.query(
      "UPDATE vehicles SET status = 'decommissioned', decommissioned_at = now(), telematics_unit_id = NULL WHERE id = $1",
      [vehicleId],
    );
    await client.query(
      'INSERT INTO audit_log (actor_id, action, subject_id, detail) VALUES ($1, $2, $3, $4)',
      [actorId, 'vehicle.decommission', vehicleId, JSON.stringify({ reason })],
    );
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }
}

export async function recordExport(fleetId: string, actorId: string, rows: number): Promise<void> {
  await getPool().query(
    'INSERT INTO audit_log (actor_id, action, subject_id, detail) VALUES ($1, $2, $3, $4)',
    [actorId, 'trips.export', fleetId, JSON.stringify({ rows })],
  );
}
