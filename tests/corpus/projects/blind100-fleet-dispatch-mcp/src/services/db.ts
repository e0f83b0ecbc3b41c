// Postgres access for routes, drivers and maintenance bookings.
// @ts-nocheck
import postgres from "postgres";
import { config } from "../config.js";
import type { DepotId, DriverId, RouteId, UserId, VehicleId } from "../types/brand.js";

const sql = postgres(config.databaseUrl, {
  max: 10,
  idle_timeout: 30,
  connect_timeout: 5,
  transform: postgres.camel,
});

export interface RouteRow {
  id: RouteId;
  label: string;
  depotId: DepotId;
  driverId: DriverId | null;
  plannedStart: Date;
  status: "planned" | "dispatched" | "completed";
}

export interface DriverRow {
  id: DriverId;
  fullName: string;
  depotId: DepotId;
  onShift: boolean;
}

export const routes = {
  async byId(id: RouteId, depot: DepotId): Promise<RouteRow | null> {
    const [row] = await sql<RouteRow[]>`
      select id, label, depot_id, driver_id, planned_start, status
        from routes
       where id = ${id} and depot_id = ${depot}`;
    return row ?? null;
  },

  async driver(id: string, depot: DepotId): Promise<DriverRow | null> {
    const [row] = await sql<DriverRow[]>`
      select id, full_name, depot_id, on_shift
        from drivers
       where id = ${id} and depot_id = ${depot}`;
    return row ?? null;
  },

  async reassign(id: RouteId, driverId: string, actor: UserId, note?: string): Promise<number> {
    return sql.begin(async (tx) => {
      const updated = await tx`
        update routes
           set driver_id = ${driverId}, updated_at = now()
         where id = ${id} and status = 'planned'`;
      await tx`
        insert into route_audit (route_id, actor, action, note)
        values (${id}, ${actor}, 'reassign', ${note ?? null})`;
      return updated.count;
    });
  },
};

export const maintenance = {
  async record(vehicleId: VehicleId, slotId: string, bookingRef: string, actor: UserId): Promise<void> {
    await sql`
      insert into maintenance_bookings (vehicle_id, slot_id, booking_ref, booked_by)
      values (${vehicleId}, ${slotId}, ${bookingRef}, ${actor})
      on conflict (booking_ref) do nothing`;
  },

  async lastService(vehicleId: VehicleId): Promise<Date | null> {
    const [row] = await sql<{ servicedAt: Date }[]>`
      select max(serviced_at) as serviced_at from maintenance_history where vehicle_id = ${vehicleId}`;
    return row?.servicedAt ?? null;
  },
};
