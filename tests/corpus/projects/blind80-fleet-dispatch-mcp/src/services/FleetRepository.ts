// Postgres queries for vehicles, jobs, tenant integrations and trip history.
// @ts-nocheck
import { inject, injectable } from 'inversify';
import { TYPES } from '../ioc/types.js';

@injectable()
export class FleetRepository {
  constructor(@inject(TYPES.Sql) private readonly sql) {}

  async job(tenantId: string, jobId: string) {
    const [row] = await this.sql`
      select id, pickup_lat, pickup_lng, window_start, status, customer_ref
        from jobs where tenant_id = ${tenantId} and id = ${jobId}`;
    return row ?? null;
  }

  async availableVehicles(tenantId: string) {
    return this.sql`
      select id, registration, telematics_unit_id, driver_name
        from vehicles where tenant_id = ${tenantId} and status = 'available'`;
  }

  async telematicsCredentials(tenantId: string) {
    const [row] = await this.sql`
      select account_id, api_key from tenant_integrations
       where tenant_id = ${tenantId} and provider = 'trackwise' and enabled`;
    return row ? { accountId: row.account_id, apiKey: row.api_key } : null;
  }

  async assign(tenantId: string, jobId: string, vehicleId: string, userId: string) {
    const [row] = await this.sql`
      update jobs set vehicle_id = ${vehicleId}, status = 'assigned', assigned_by = ${userId}, assigned_at = now()
       where tenant_id = ${tenantId} and id = ${jobId} and status = 'open'
      returning id`;
    return row ?? null;
  }

  async vehicle(tenantId: string, vehicleId: string) {
    const [row] = await this.sql`
      select id, registration, status, odometer_km from vehicles where tenant_id = ${tenantId} and id = ${vehicleId}`;
    return row ?? null;
  }

  async bookMaintenance(tenantId: string, vehicleId: string, start: string, end: string, kind: string, userId: string) {
    return this.sql.begin(async (tx) => {
      await tx`update vehicles set status = 'maintenance' where tenant_id = ${tenantId} and id = ${vehicleId}`;
      await tx`update jobs set vehicle_id = null, status = 'open'
                where tenant_id = ${tenantId} and vehicle_id = ${vehicleId} and window_start between ${start} and ${end}`;
      const [row] = await tx`
        insert into maintenance_windows (tenant_id, vehicle_id, starts_at, ends_at, kind, booked_by)
        values (${tenantId}, ${vehicleId}, ${start}, ${end}, ${kind}, ${userId}) returning id`;
      return row;
    });
  }

  async countTrips(tenantId: string, vehicleId: string, from: string, to: string): Promise<number> {
    const [row] = await this.sql`
      select count(*)::int as n from trips
       where tenant_id = ${tenantId} and vehicle_id = ${vehicleId} and started_at between ${from} and ${to}`;
    return row.n;
  }

  trips(tenantId: string, vehicleId: string, from: string, to: string) {
    return this.sql`
      select started_at, ended_at, distance_km, start_address, end_address, driver_name
        from trips
       where tenant_id = ${tenantId} and vehicle_id = ${vehicleId} and started_at between ${from} and ${to}
       order by started_at`.cursor(500);
  }
}
