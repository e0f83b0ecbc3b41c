import pg from 'pg';
import { box, settings } from './setup.js';

// Registry robot credentials, kept encrypted at rest. The runners read them back
// through the CI's own secret mount; nothing here ever returns one to a caller.

const pool = new pg.Pool({ connectionString: settings.db, max: 4 });

const aad = (registry: string) => `kiln/vault/registry/${registry}`;

export async function putRobot(registry: string, name: string, secret: string, by: string): Promise<void> {
  const blob = box.seal(Buffer.from(JSON.stringify({ name, secret }), 'utf8'), aad(registry));
  await pool.query(
    `insert into registry_robots (registry, blob, rotated_by, rotated_at) values ($1, $2, $3, now())
     on conflict (registry) do update set blob = excluded.blob, rotated_by = excluded.rotated_by, rotated_at = now()`,
    [registry, blob, by],
  );
}

export async function hasRobot(registry: string): Promise<boolean> {
  const { rowCount } = await pool.query('select 1 from registry_robots where registry = $1', [registry]);
  return (rowCount ?? 0) > 0;
}
