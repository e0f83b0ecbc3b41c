// MySQL pools per grower site, plus the climate and irrigation queries the tools use.
'use strict';

const mysql = require('mysql2/promise');
const config = require('./config');

const pools = new Map();

function poolFor(site) {
  if (!config.sites.includes(site)) throw new Error(`Unknown site ${site}`);
  if (!pools.has(site)) {
    pools.set(site, mysql.createPool({ ...config.mysql, database: `${config.mysql.database}_${site}`, connectionLimit: 5 }));
  }
  return pools.get(site);
}

async function zone(site, zoneId) {
  const [rows] = await poolFor(site).execute(
    'SELECT id, name, crop, min_temp_c, max_temp_c, plc_address FROM zones WHERE id = ?',
    [zoneId],
  );
  return rows[0] || null;
}

async function latestReadings(site, zoneId, limit) {
  const [rows] = await poolFor(site).execute(
    'SELECT taken_at, temp_c, rh_pct, co2_ppm, par_umol FROM readings WHERE zone_id = ? ORDER BY taken_at DESC LIMIT ?',
    [zoneId, String(limit)],
  );
  return rows;
}

async function recordSetpoint(site, row) {
  await poolFor(site).execute(
    'INSERT INTO setpoint_changes (zone_id, target_c, changed_by, status, changed_at) VALUES (?, ?, ?, ?, NOW())',
    [row.zoneId, row.targetC, row.userId, row.status],
  );
}

async function recordFlush(site, row) {
  await poolFor(site).execute(
    'INSERT INTO irrigation_flushes (line_id, litres, requested_by, gateway_job, created_at) VALUES (?, ?, ?, ?, NOW())',
    [row.lineId, row.litres, row.userId, row.job],
  );
}

async function irrigationLine(site, lineId) {
  const [rows] = await poolFor(site).execute(
    'SELECT id, zone_id, valve_address, max_flush_litres FROM irrigation_lines WHERE id = ?',
    [lineId],
  );
  return rows[0] || null;
}

module.exports = { zone, latestReadings, recordSetpoint, recordFlush, irrigationLine };
