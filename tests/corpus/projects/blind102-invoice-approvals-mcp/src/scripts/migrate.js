// Applies the SQL schema migrations for the approvals database, in order, once each.
'use strict';
const { Pool } = require('pg');

const MIGRATIONS = [
  [
    '001_invoices',
    `CREATE TABLE IF NOT EXISTS invoices (
       id text PRIMARY KEY, number text NOT NULL, supplier_name text NOT NULL,
       amount_cents bigint NOT NULL, currency char(3) NOT NULL, status text NOT NULL DEFAULT 'pending',
       approver_id text, cost_centre text NOT NULL, due_date date NOT NULL, approved_at timestamptz)`,
  ],
  [
    '002_users',
    `CREATE TABLE IF NOT EXISTS users (id text PRIMARY KEY, display_name text NOT NULL, email text UNIQUE NOT NULL, active boolean NOT NULL DEFAULT true);
     CREATE TABLE IF NOT EXISTS cost_centre_approvers (cost_centre text NOT NULL, user_id text REFERENCES users(id), PRIMARY KEY (cost_centre, user_id))`,
  ],
  [
    '003_approval_events',
    `CREATE TABLE IF NOT EXISTS approval_events (
       id bigserial PRIMARY KEY, invoice_id text REFERENCES invoices(id), actor_id text NOT NULL,
       kind text NOT NULL, note text, at timestamptz NOT NULL DEFAULT now())`,
  ],
  ['004_invoice_due_idx', 'CREATE INDEX IF NOT EXISTS invoices_approver_due ON invoices (approver_id, status, due_date)'],
];

async function main() {
  const pool = new Pool({ connectionString: process.env.DATABASE_URL });
  const client = await pool.connect();
  try {
    await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz DEFAULT now())');
    const { rows } = await client.query('SELECT name FROM schema_migrations');
    const done = new Set(rows.map((r) => r.name));
    for (const [name, sql] of MIGRATIONS) {
      if (done.has(name)) continue;
      await client.query('BEGIN');
      await client.query(sql);
      await client.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      await client.query('COMMIT');
      console.log(`applied ${name}`);
    }
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
    await pool.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
