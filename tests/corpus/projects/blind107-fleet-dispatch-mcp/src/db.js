// src/db.js — PostgreSQL access for vehicles, drivers, jobs and fuel cards
'use strict';

var util = require('util');
var pg = require('pg');
var config = require('./config');

var pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
var query = util.promisify(pool.query.bind(pool));

function rows(result) {
  return result.rows;
}

function first(result) {
  return result.rows.length ? result.rows[0] : null;
}

exports.listVehicles = function (depotId, status) {
  var sql = 'SELECT id, registration, model, status, odometer_km, last_service_at FROM vehicles WHERE depot_id = $1';
  var params = [depotId];
  if (status) {
    sql += ' AND status = $2';
    params.push(status);
  }
  return query(sql + ' ORDER BY registration', params).then(rows);
};

exports.getVehicle = function (vehicleId, depotId) {
  return query(
    'SELECT id, registration, model, status, assigned_driver_id FROM vehicles WHERE id = $1 AND depot_id = $2',
    [vehicleId, depotId]
  ).then(first);
};

exports.findDriver = function (driverId, depotId) {
  return query(
    'SELECT id, full_name, licence_class, active FROM drivers WHERE id = $1 AND depot_id = $2',
    [driverId, depotId]
  ).then(first);
};

exports.openShiftsFor = function (driverId) {
  return query(
    "SELECT id, starts_at, ends_at FROM shifts WHERE driver_id = $1 AND starts_at > now() AND vehicle_id IS NULL ORDER BY starts_at LIMIT 10",
    [driverId]
  ).then(rows);
};

exports.assignDriver = function (vehicleId, driverId, shiftId, actorId) {
  return query(
    'UPDATE shifts SET vehicle_id = $1, assigned_by = $4, assigned_at = now() WHERE id = $3 AND driver_id = $2 AND vehicle_id IS NULL RETURNING id',
    [vehicleId, driverId, shiftId, actorId]
  ).then(first);
};

exports.countOpenJobs = function (vehicleId) {
  return query(
    "SELECT count(*)::int AS n FROM jobs WHERE vehicle_id = $1 AND status IN ('planned', 'en_route')",
    [vehicleId]
  ).then(function (r) { return r.rows[0].n; });
};

exports.decommissionVehicle = function (vehicleId, actorId, reason) {
  return query(
    "UPDATE vehicles SET status = 'decommissioned', decommissioned_by = $2, decommission_reason = $3, decommissioned_at = now() WHERE id = $1 RETURNING registration",
    [vehicleId, actorId, reason]
  ).then(first);
};

exports.recordFuelCard = function (driverId, cardRef, product, monthlyLimit, actorId) {
  return query(
    'INSERT INTO fuel_cards (driver_id, provider_ref, product_code, monthly_limit, issued_by) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [driverId, cardRef, product, monthlyLimit, actorId]
  ).then(first);
};

exports.pool = pool;
