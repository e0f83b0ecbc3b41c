import pg from 'pg';
import { readdir, readFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import path from 'node:path';

const MIGRATIONS_DIR = process.env.MIGRATIONS_DIR ?? path.resolve('migrations');

export interface Migration {
  id: string;
  sql: string;
}

export async function loadMigrations(): Promise<Migration[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
  return Promise.all(
    files.map(async (f) => ({ id: f.replace(/\.sql$/, ''), sql: await readFile(path.join(MIGRATIONS_DIR, f), 'utf8') })),
  );
}

function pool(database: string): pg.Pool {
  // connection string from the environment: credentials never leave this process
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${database}`;
  return new pg.Pool({ connectionString: url.toString(), max: 2 });
}

export async function pendingFor(database: string): Promise<Migration[]> {
  const db = pool(database);
  try {
    await db.query('create table if not exists schema_migrations (id text primary key, applied_at timestamptz default now())');
    const { rows } = await db.query<{ id: string }>('select id from schema_migrations');
    const done = new Set(rows.map((r) => r.id));
    return (await loadMigrations()).filter((m) => !done.has(m.id));
  } finally {
    await db.end();
  }
}

export function checksum(migrations: Migration[]): string {
  const h = createHash('sha256');
  for (const m of migrations) h.update(m.id).update('\0').update(m.sql).update('\0');
  return h.digest('hex');
}

export async function apply(database: string, migration: Migration): Promise<void> {
  const db = pool(database);
  const client = await db.connect();
  try {
    await client.query('begin');
    await client.query(migration.sql);
    await client.query('insert into schema_migrations (id) values ($1)', [migration.id]);
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
    await db.end();
  }
}
