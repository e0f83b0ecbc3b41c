// Postgres pool shared by the host and every plugin.
// @ts-nocheck
import pg from 'pg';
import { config } from './config.js';

export const db = new pg.Pool({
  connectionString: config.databaseUrl,
  max: 10,
  idleTimeoutMillis: 30_000,
  application_name: 'helpdesk-mcp',
});

db.on('error', (err) => {
  console.error('postgres pool error', err);
});

export async function withTransaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await db.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }
}
