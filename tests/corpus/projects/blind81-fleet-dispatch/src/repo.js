// MySQL queries for routes, drivers, depots, vehicles and stops.
import mysql from 'mysql2/promise';
import { config } from './config.js';
import { curry } from './fp.js';

const pool = mysql.createPool({ uri: config.mysqlUrl, connectionLimit: 8, namedPlaceholders: true });

const rowsOf = ([rows]) => rows;
const firstOrNull = (rows) => rows[0] ?? null;
const q = curry((sql, params) => pool.execute(sql, params).then(rowsOf));
const q1 = curry((sql, params) => q(sql, params).then(firstOrNull));

export const routeById = (tenantId, routeId) =>
  q1('SELECT id, driver_id, status, depot_id, planned_start FROM routes WHERE id = :routeId AND tenant_id = :tenantId', { tenantId, routeId });

export const driverById = (tenantId, driverId) =>
  q1('SELECT id, name, licence_class, active FROM drivers WHERE id = :driverId AND tenant_id = :tenantId AND active = 1', { tenantId, driverId });

export const reassignRoute = (routeId, driverId, actor) =>
  q('UPDATE routes SET driver_id = :driverId, updated_by = :actor, updated_at = NOW() WHERE id = :routeId', { routeId, driverId, actor });

export const depotsFor = (tenantId) =>
  q('SELECT id, name FROM depots WHERE tenant_id = :tenantId ORDER BY name', { tenantId });

export const availableVehicles = (tenantId, depotId) =>
  q(
    "SELECT id, plate, capacity_kg FROM vehicles WHERE tenant_id = :tenantId AND depot_id = :depotId AND status = 'available' ORDER BY plate",
    { tenantId, depotId },
  );

export const pendingStops = (tenantId, depotId, day) =>
  q(
    `SELECT s.id, s.lat, s.lng, s.weight_kg, s.window_start, s.window_end
       FROM stops s JOIN orders o ON o.id = s.order_id
      WHERE o.tenant_id = :tenantId AND s.depot_id = :depotId AND s.service_day = :day AND s.route_id IS NULL`,
    { tenantId, depotId, day },
  );

export const saveRoutePlan = (tenantId, depotId, day, legs, actor) =>
  q(
    `INSERT INTO route_plans (tenant_id, depot_id, service_day, legs, created_by, created_at)
     VALUES (:tenantId, :depotId, :day, :legs, :actor, NOW())`,
    { tenantId, depotId, day, legs: JSON.stringify(legs), actor },
  ).then((result) => ({ id: result.insertId }));
