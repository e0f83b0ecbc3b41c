// PostgreSQL access for zones, watering schedules and the maintenance log.
const { Pool } = require('pg');
const config = require('./config');

const pool = new Pool({ connectionString: config.databaseUrl, max: 10, idleTimeoutMillis: 30_000 });

async function ping() {
  await pool.query('select 1');
}

async function listZones(growerId) {
  const { rows } = await pool.query(
    `select z.id, z.name, z.house, z.crop, z.valve_id, z.flow_lpm
       from zones z
      where z.grower_id = $1 and z.retired_at is null
      order by z.house, z.name`,
    [growerId],
  );
  return rows;
}

async function getZone(zoneId) {
  const { rows } = await pool.query(
    'select id, grower_id, name, valve_id, flow_lpm from zones where id = $1 and retired_at is null',
    [zoneId],
  );
  return rows[0] || null;
}

async function getZonesForGrower(growerId, zoneIds) {
  const { rows } = await pool.query(
    'select id, name, valve_id from zones where grower_id = $1 and id = any($2::uuid[]) and retired_at is null',
    [growerId, zoneIds],
  );
  return rows;
}

async function insertSchedule({ growerId, zoneId, startAt, minutes, recurrence, createdBy }) {
  const { rows } = await pool.query(
    `insert into watering_schedules (grower_id, zone_id, start_at, minutes, recurrence, created_by)
     values ($1, $2, $3, $4, $5, $6)
     returning id, start_at`,
    [growerId, zoneId, startAt, minutes, recurrence, createdBy],
  );
  return rows[0];
}

async function logFlush({ growerId, zoneIds, minutes, requestedBy, jobId }) {
  await pool.query(
    `insert into maintenance_log (grower_id, kind, zone_ids, minutes, requested_by, gateway_job)
     values ($1, 'flush', $2, $3, $4, $5)`,
    [growerId, zoneIds, minutes, requestedBy, jobId],
  );
}

function end() {
  return pool.end();
}

module.exports = { ping, listZones, getZone, getZonesForGrower, insertSchedule, logFlush, end };
