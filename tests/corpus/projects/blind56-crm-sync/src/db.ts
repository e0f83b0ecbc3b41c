import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { settings } from './settings.js';

export const pool = new pg.Pool({ connectionString: settings.databaseUrl, max: 10 });

export interface SegmentLock {
  id: string;
  resource: string;
  heldBy: string;
}

/** Keeps the nightly sync away from a list while a user is deciding about it. */
export async function acquireLock(resource: string, userId: string): Promise<SegmentLock> {
  const id = randomUUID();
  const { rowCount } = await pool.query(
    `insert into resource_locks (id, resource, held_by, expires_at)
     values ($1, $2, $3, now() + interval '15 minutes')
     on conflict (resource) do update set id = excluded.id, held_by = excluded.held_by, expires_at = excluded.expires_at
     where resource_locks.expires_at < now() or resource_locks.held_by = excluded.held_by`,
    [id, resource, userId],
  );
  if (rowCount === 0) throw new Error(`${resource} is being changed by someone else`);
  return { id, resource, heldBy: userId };
}

export async function releaseLock(lockId: string): Promise<void> {
  await pool.query('delete from resource_locks where id = $1', [lockId]);
}
