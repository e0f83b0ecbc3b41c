// Postgres queries: tenant zone ownership, change audit and single-use state ids.
// @ts-nocheck
import pg from 'pg';
import { env } from './env.js';

export const pool = new pg.Pool({ connectionString: env.databaseUrl, max: 10 });

export async function zoneForTenant(tenantId: string, zoneName: string) {
  const { rows } = await pool.query(
    `select z.provider_zone_id, z.name, z.locked
       from zones z
      where z.tenant_id = $1 and z.name = $2`,
    [tenantId, zoneName.toLowerCase()],
  );
  return rows[0] ?? null;
}

export async function tenantZones(tenantId: string) {
  const { rows } = await pool.query('select name, locked from zones where tenant_id = $1 order by name', [tenantId]);
  return rows;
}

export async function auditChange(entry: {
  tenantId: string;
  userId: string;
  zone: string;
  action: 'create' | 'update' | 'delete';
  recordName: string;
  recordType: string;
  before?: unknown;
  after?: unknown;
}) {
  await pool.query(
    `insert into dns_change_log (tenant_id, user_id, zone, action, record_name, record_type, before, after)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [entry.tenantId, entry.userId, entry.zone, entry.action, entry.recordName, entry.recordType,
      entry.before ?? null, entry.after ?? null],
  );
}

export async function consumeStateId(jti: string, expSeconds: number): Promise<boolean> {
  const { rowCount } = await pool.query(
    `insert into consumed_state_ids (jti, expires_at) values ($1, to_timestamp($2))
     on conflict (jti) do nothing`,
    [jti, expSeconds],
  );
  return rowCount === 1;
}

export async function purgeConsumedStateIds() {
  await pool.query('delete from consumed_state_ids where expires_at < now() - interval \'1 hour\'');
}
