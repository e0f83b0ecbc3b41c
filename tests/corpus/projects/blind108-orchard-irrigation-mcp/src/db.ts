// Postgres queries for zones, valve runs and each farm's weather account.
// @ts-nocheck
import postgres from 'postgres';
import { config } from './config.js';

export const sql = postgres(config.databaseUrl, { max: 8, idle_timeout: 30 });

export const zones = {
  listForFarm(farmId) {
    return sql`
      select id, name, crop, area_ha, emitter_mm_per_hour, last_run_at
      from zones where farm_id = ${farmId} order by name`;
  },
  async findForFarm(farmId, zoneId) {
    const [row] = await sql`
      select id, name, crop, controller_channel, emitter_mm_per_hour
      from zones where farm_id = ${farmId} and id = ${zoneId}`;
    return row;
  },
  history(zoneId, limit) {
    return sql`
      select kind, minutes, started_by, started_at
      from valve_runs where zone_id = ${zoneId}
      order by started_at desc limit ${limit}`;
  },
  recordRun(zoneId, userId, kind, minutes) {
    return sql`
      insert into valve_runs (zone_id, started_by, kind, minutes)
      values (${zoneId}, ${userId}, ${kind}, ${minutes})`;
  },
};

export const farms = {
  async weatherAccount(farmId) {
    const [row] = await sql`
      select station_id, provider_api_key from farm_weather_accounts where farm_id = ${farmId}`;
    return row ? { stationId: row.station_id, providerApiKey: row.provider_api_key } : undefined;
  },
};
