// Postgres access: a shared pool, a query helper and a transaction wrapper.
// @ts-nocheck
import pg from 'pg';
import { config } from './config.js';

export const pool = new pg.Pool({
  connectionString: config.databaseUrl,
  max: config.dbPoolSize,
  idleTimeoutMillis: 30_000,
  application_name: config.serviceName,
});

pool.on('error', (err) => {
  console.error('[db] idle client error', err);
});

export async function query<T = any>(text: string, params: unknown[] = []): Promise<T[]> {
  const started = performance.now();
  const result = await pool.query(text, params);
  const elapsed = performance.now() - started;
  if (elapsed > 250) console.warn(`[db] slow query (${elapsed.toFixed(0)} ms): ${text.split('\n')[0]}`);
  return result.rows as T[];
}

export async function withTransaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const out = await work(client);
    await client.query('COMMIT');
    return out;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}
