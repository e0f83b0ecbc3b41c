// Samsara connections live in Postgres; tokens are refreshed by the nightly job in server.js.
import { request } from 'undici';
import pg from 'pg';
import { config } from '../config/index.js';
import { chunk, retry } from '../lib/helpers.js';

export const pool = new pg.Pool({ connectionString: config.db.url, max: config.db.poolSize });

export async function activeConnection(userId) {
  const { rows } = await pool.query(
    `select c.id, c.provider, c.org_name, c.access_token, c.refresh_token, c.expires_at
       from telematics_connections c
       join org_members m on m.org_id = c.org_id
      where m.user_id = $1 and c.revoked_at is null
      order by c.created_at desc
      limit 1`,
    [userId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    provider: row.provider,
    orgName: row.org_name,
    accessToken: row.access_token,
    refreshToken: row.refresh_token,
    expiresAt: row.expires_at,
  };
}

export async function vehiclesOwnedBy(userId, vehicleIds) {
  const { rows } = await pool.query(
    `select v.id, v.vin, v.label from vehicles v
       join org_members m on m.org_id = v.org_id
      where m.user_id = $1 and v.id = any($2::uuid[])`,
    [userId, vehicleIds],
  );
  return rows;
}

export async function pullStats(accessToken, vehicleIds, sinceIso) {
  const results = [];
  for (const batch of chunk(vehicleIds, config.telematics.syncBatchSize)) {
    const res = await retry(() =>
      request(`${config.telematics.baseUrl}/fleet/vehicles/stats/history`, {
        method: 'GET',
        headers: { authorization: `Bearer ${accessToken}` },
        query: { vehicleIds: batch.join(','), startTime: sinceIso, types: 'obdOdometerMeters,engineStates' },
      }),
    );
    if (res.statusCode >= 400) throw new Error(`samsara ${res.statusCode}`);
    const body = await res.body.json();
    results.push(...body.data);
  }
  return results;
}

export async function storeSnapshots(stats) {
  for (const s of stats) {
    await pool.query(
      'insert into telematics_snapshots (vehicle_id, taken_at, odometer_m, payload) values ($1, now(), $2, $3)',
      [s.id, s.obdOdometerMeters?.at(-1)?.value ?? null, s],
    );
  }
  return stats.length;
}

export async function retireVehicle(vehicleId, reason, actor) {
  await pool.query('update vehicles set retired_at = now(), retired_reason = $2, retired_by = $3 where id = $1', [
    vehicleId,
    reason,
    actor,
  ]);
}
