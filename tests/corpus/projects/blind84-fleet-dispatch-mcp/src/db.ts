// PostgreSQL access for vehicles, routes and depots through small repository classes.
// @ts-nocheck
import pg from 'pg';

abstract class Repository {
  constructor(protected readonly pool: pg.Pool) {}

  protected async rows<T = any>(sql: string, params: unknown[] = []): Promise<T[]> {
    const { rows } = await this.pool.query(sql, params);
    return rows;
  }

  protected async one<T = any>(sql: string, params: unknown[] = []): Promise<T | undefined> {
    const rows = await this.rows<T>(sql, params);
    return rows[0];
  }
}

export class VehicleRepository extends Repository {
  find(id: string) {
    return this.one('SELECT id, plate, depot_id, status FROM vehicles WHERE id = $1', [id]);
  }

  activeRoutes(id: string) {
    return this.rows(
      "SELECT id, name, starts_at FROM routes WHERE vehicle_id = $1 AND status IN ('planned', 'in_progress') ORDER BY starts_at",
      [id],
    );
  }

  async retire(id: string, actor: string): Promise<boolean> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(
        "UPDATE routes SET status = 'unassigned', vehicle_id = NULL, updated_by = $2 WHERE vehicle_id = $1 AND status = 'planned'",
        [id, actor],
      );
      const { rowCount } = await client.query(
        "UPDATE vehicles SET status = 'retired', retired_by = $2, retired_at = now() WHERE id = $1 AND status <> 'retired'",
        [id, actor],
      );
      await client.query('COMMIT');
      return rowCount === 1;
    } catch (err) {
      await client.query('ROLLBACK');
      throw err;
    } finally {
      client.release();
    }
  }
}

export class RouteRepository extends Repository {
  find(id: string) {
    return this.one('SELECT id, name, depot_id, driver_id, vehicle_id, starts_at FROM routes WHERE id = $1', [id]);
  }

  assignDriver(routeId: string, driverId: string, shiftId: string, actor: string) {
    return this.one(
      'UPDATE routes SET driver_id = $2, shift_id = $3, updated_by = $4, updated_at = now() WHERE id = $1 RETURNING id, driver_id, shift_id',
      [routeId, driverId, shiftId, actor],
    );
  }
}

export class DepotRepository extends Repository {
  forDispatcher(userId: string) {
    return this.rows(
      'SELECT d.id, d.name FROM depots d JOIN depot_dispatchers dd ON dd.depot_id = d.id WHERE dd.user_id = $1 ORDER BY d.name',
      [userId],
    );
  }

  deliveries(depotIds: string[], from: string, to: string) {
    return this.rows(
      `SELECT depot_id, count(*)::int AS delivered, count(*) FILTER (WHERE late)::int AS late,
              round(avg(extract(epoch FROM delivered_at - promised_at) / 60))::int AS avg_delay_min
         FROM deliveries
        WHERE depot_id = ANY($1) AND delivered_at >= $2::date AND delivered_at < ($3::date + 1)
        GROUP BY depot_id ORDER BY depot_id`,
      [depotIds, from, to],
    );
  }
}

export class Database {
  readonly pool: pg.Pool;
  readonly vehicles: VehicleRepository;
  readonly routes: RouteRepository;
  readonly depots: DepotRepository;

  constructor(connectionString: string) {
    this.pool = new pg.Pool({ connectionString, max: 10, idleTimeoutMillis: 30_000 });
    this.vehicles = new VehicleRepository(this.pool);
    this.routes = new RouteRepository(this.pool);
    this.depots = new DepotRepository(this.pool);
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
