/**
 * Loads seed/connections.json into the local database. Refuses to run against anything but localhost.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';

const url = process.env.DATABASE_URL ?? 'postgres://crm:crm@localhost:5432/crm_sync';
if (!/@(localhost|127\.0\.0\.1)[:/]/.test(url)) throw new Error(`refusing to seed ${url}`);

interface SeedConnection {
  user_id: string;
  email: string;
  portal_id: number;
  access_token: string;
  refresh_token: string;
  expires_at: string;
}

const rows = JSON.parse(readFileSync(new URL('../seed/connections.json', import.meta.url), 'utf8')) as SeedConnection[];
const client = new pg.Client({ connectionString: url });
await client.connect();
await client.query(`create table if not exists hubspot_connections (
  user_id text primary key, portal_id bigint not null, access_token text not null,
  refresh_token text not null, expires_at timestamptz not null)`);
await client.query(`create table if not exists resource_locks (
  id uuid not null, resource text primary key, held_by text not null, expires_at timestamptz not null)`);
for (const row of rows) {
  await client.query(
    `insert into hubspot_connections values ($1, $2, $3, $4, $5)
     on conflict (user_id) do update set portal_id = excluded.portal_id, access_token = excluded.access_token,
       refresh_token = excluded.refresh_token, expires_at = excluded.expires_at`,
    [row.user_id, row.portal_id, row.access_token, row.refresh_token, row.expires_at],
  );
}
console.log(`seeded ${rows.length} connections`);
await client.end();
