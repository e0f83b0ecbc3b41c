// Knex connection for appointments, slots, patients and booking drafts.
// @ts-nocheck
import knex from 'knex';

export function createDb(databaseUrl: string) {
  return knex({
    client: 'pg',
    connection: databaseUrl,
    pool: { min: 0, max: 8 },
    acquireConnectionTimeout: 10_000,
  });
}

export type Db = ReturnType<typeof createDb>;

export async function purgeExpiredDrafts(db: Db): Promise<number> {
  return db('booking_drafts').where('expires_at', '<', db.fn.now()).del();
}
