// Local SQLite store of device telemetry: readings per vehicle and the trips the ingest job builds from them.
// @ts-nocheck
import sqlite3 from 'sqlite3';
import { promisify } from 'node:util';
import settings from './settings.js';

function TelemetryStore(path) {
  this.db = new sqlite3.Database(path);
  this._all = promisify(this.db.all).bind(this.db);
  this._run = promisify(this.db.run).bind(this.db);
}

TelemetryStore.prototype.saveReading = function (vehicleId, reading) {
  return this._run(
    'INSERT OR IGNORE INTO readings (vehicle_id, recorded_at, lat, lon, speed_kmh, odometer_km, fuel_pct, fault_codes) ' +
      'VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    [vehicleId, reading.ts, reading.lat, reading.lon, reading.speed, reading.odometer, reading.fuel, (reading.faults || []).join(',')]
  );
};

TelemetryStore.prototype.latestReading = function (vehicleId) {
  return this._all(
    'SELECT recorded_at, lat, lon, speed_kmh, odometer_km, fuel_pct, fault_codes FROM readings ' +
      'WHERE vehicle_id = ? ORDER BY recorded_at DESC LIMIT 1',
    [vehicleId]
  ).then(function (rows) {
    return rows[0] || null;
  });
};

TelemetryStore.prototype.tripsOn = function (vehicleId, day) {
  return this._all(
    'SELECT id, started_at, ended_at, distance_km, start_place, end_place, driver_name FROM trips ' +
      "WHERE vehicle_id = ? AND date(started_at) = ? ORDER BY started_at",
    [vehicleId, day]
  );
};

TelemetryStore.prototype.tripsByIds = function (vehicleId, ids) {
  var list = Array.isArray(ids) ? ids.slice(0, 200) : [];
  if (!list.length) return Promise.resolve([]);
  var marks = list.map(function () { return '?'; }).join(', ');
  return this._all(
    'SELECT id, started_at, ended_at, distance_km, start_place, end_place, driver_name, stops_json FROM trips ' +
      'WHERE vehicle_id = ? AND id IN (' + marks + ') ORDER BY started_at',
    [vehicleId].concat(list)
  );
};

export var store = new TelemetryStore(settings.sqlitePath);
