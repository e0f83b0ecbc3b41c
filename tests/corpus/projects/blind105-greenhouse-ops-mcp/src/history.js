// Postgres access for zone membership, sensor-history counts and purges, and SensorHub alarm inserts.
import postgres from 'postgres';

export const makeHistory = (databaseUrl) => {
  const sql = postgres(databaseUrl, { max: 8, idle_timeout: 30 });

  return {
    roleIn: async (zoneId, userId) => {
      const rows = await sql`select role from zone_members where zone_id = ${zoneId} and user_id = ${userId}`;
      return rows[0]?.role ?? null;
    },
    countReadings: async (zoneId, before) => {
      const rows = await sql`select count(*)::int as n from sensor_readings where zone_id = ${zoneId} and recorded_at < ${before}`;
      return rows[0].n;
    },
    purgeReadings: async (zoneId, before) => {
      const result = await sql`delete from sensor_readings where zone_id = ${zoneId} and recorded_at < ${before}`;
      return result.count;
    },
    recordAlarms: (alarms) =>
      alarms.length ? sql`insert into sensor_alarms ${sql(alarms, 'zone_id', 'sensor_id', 'kind', 'value', 'raised_at')}` : Promise.resolve([]),
  };
};
