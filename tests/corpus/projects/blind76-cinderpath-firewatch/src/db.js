// Postgres access for incidents, crews, burn permits and sensor readings.
import pg from 'pg';
import { config } from './config.js';

const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 12 });

export async function incident(incidentId, district) {
  const { rows } = await pool.query(
    `SELECT id, name, district, status, ST_Y(location::geometry) AS lat, ST_X(location::geometry) AS lon
       FROM incidents WHERE id = $1 AND district = $2`,
    [incidentId, district],
  );
  return rows[0] ?? null;
}

export async function crewsNear(incidentId, limit = 6) {
  const { rows } = await pool.query(
    `SELECT c.id, c.callsign, c.kind, c.headcount,
            round(ST_Distance(c.position, i.location) / 1000) AS km
       FROM crews c, incidents i
      WHERE i.id = $1 AND c.status = 'available' AND c.district = i.district
      ORDER BY c.position <-> i.location
      LIMIT $2`,
    [incidentId, limit],
  );
  return rows;
}

export async function assignCrew(incidentId, crewId, officerId) {
  const { rowCount } = await pool.query(
    `UPDATE crews SET status = 'assigned', incident_id = $1, assigned_by = $3, assigned_at = now()
      WHERE id = $2 AND status = 'available'`,
    [incidentId, crewId, officerId],
  );
  return rowCount === 1;
}

export async function burnPermit(permitId, district) {
  const { rows } = await pool.query(
    `SELECT id, holder_name, parcel, burn_date, status, neighbour_count FROM burn_permits WHERE id = $1 AND district = $2`,
    [permitId, district],
  );
  return rows[0] ?? null;
}

export async function cancelBurnPermit(permitId, district, reason, officerId) {
  const { rows } = await pool.query(
    `UPDATE burn_permits SET status = 'cancelled', cancel_reason = $3, cancelled_by = $4, cancelled_at = now()
      WHERE id = $1 AND district = $2 AND status = 'issued'
      RETURNING id, holder_phone`,
    [permitId, district, reason, officerId],
  );
  return rows[0] ?? null;
}

export async function recordSensorBatch(batch) {
  const values = batch.readings.map((r) => [batch.stationId, r.at, r.tempC, r.humidity, r.windKph]);
  await pool.query(
    `INSERT INTO sensor_readings (station_id, read_at, temp_c, humidity, wind_kph)
     SELECT * FROM unnest($1::text[], $2::timestamptz[], $3::real[], $4::real[], $5::real[])
     ON CONFLICT DO NOTHING`,
    [0, 1, 2, 3, 4].map((i) => values.map((v) => v[i])),
  );
}
