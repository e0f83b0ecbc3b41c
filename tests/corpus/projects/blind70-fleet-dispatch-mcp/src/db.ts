// Postgres pool and small query helpers for dispatch data.
// @ts-nocheck
import pg from 'pg';
import { child } from './log.js';

const log = child({ mod: 'db' });

export type Db = ReturnType<typeof createDb>;

export function createDb(databaseUrl: string) {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    idleTimeoutMillis: 30_000,
    application_name: 'fleet-dispatch-mcp',
  });

  pool.on('error', (err) => log.error({ err }, 'idle client error'));

  async function query<T = any>(text: string, params: unknown[] = []): Promise<T[]> {
    const started = Date.now();
    const res = await pool.query(text, params);
    const ms = Date.now() - started;
    if (ms > 500) log.warn({ ms, text: text.slice(0, 80) }, 'slow query');
    return res.rows as T[];
  }

  async function one<T = any>(text: string, params: unknown[] = []): Promise<T | null> {
    const rows = await query<T>(text, params);
    return rows[0] ?? null;
  }

  async function tx<T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const out = await fn(client);
      await client.query('COMMIT');
      return out;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => {});
      throw err;
    } finally {
      client.release();
    }
  }

  return { query, one, tx, close: () => pool.end() };
}
