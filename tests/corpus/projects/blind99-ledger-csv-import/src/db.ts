// Postgres access for staged imports: validated lines land in import_rows before they are posted to the ledger.
// @ts-nocheck
import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { config } from './config.js';

const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10, idleTimeoutMillis: 30_000 });

export async function createImport({ tenantId, ledgerId, sourceUrl, createdBy, sourceChecksum }) {
  const id = randomUUID();
  await pool.query(
    `INSERT INTO imports (id, tenant_id, ledger_id, source_url, created_by, source_checksum, status, staged_rows)
     VALUES ($1, $2, $3, $4, $5, $6, 'staging', 0)`,
    [id, tenantId, ledgerId, sourceUrl, createdBy, sourceChecksum],
  );
  return id;
}

export async function getImport(importId: string) {
  const { rows } = await pool.query('SELECT * FROM imports WHERE id = $1', [importId]);
  return rows[0] ?? null;
}

export async function insertBatch(importId: string, rows) {
  if (rows.length === 0) return 0;
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const tuples = [];
    const params = [];
    rows.forEach((row, i) => {
      const at = i * 6;
      tuples.push(`($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}, $${at + 5}, $${at + 6})`);
      params.push(importId, row.lineNo, row.bookedOn, row.account, row.amountMinor, row.memo);
    });
    await client.query(
      `INSERT INTO import_rows (import_id, line_no, booked_on, account, amount_minor, memo)
       VALUES ${tuples.join(', ')}
       ON CONFLICT (import_id, line_no) DO NOTHING`,
      params,
    );
    await client.query('UPDATE imports SET staged_rows = staged_rows + $2, updated_at = now() WHERE id = $1', [importId, rows.length]);
    await client.query('COMMIT');
    return rows.length;
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }
}

export async function summarizeImport(importId: string) {
  const { rows } = await pool.query(
    `SELECT count(*)::int AS entries,
            coalesce(sum(amount_minor), 0)::text AS total_minor,
            min(booked_on)::text AS first_day,
            max(booked_on)::text AS last_day
       FROM import_rows
      WHERE import_id = $1 AND posted_at IS NULL`,
    [importId],
  );
  return rows[0];
}

export async function* unpostedRows(importId: string, pageSize: number) {
  let after = -1;
  for (;;) {
    const { rows } = await pool.query(
      `SELECT line_no, booked_on, account, amount_minor, memo
         FROM import_rows
        WHERE import_id = $1 AND posted_at IS NULL AND line_no > $2
        ORDER BY line_no
        LIMIT $3`,
      [importId, after, pageSize],
    );
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1].line_no;
  }
}

export async function markPosted(importId: string, lineNos: number[], journalId: string | null) {
  await pool.query(
    'UPDATE import_rows SET posted_at = now(), journal_id = $3 WHERE import_id = $1 AND line_no = ANY($2::int[])',
    [importId, lineNos, journalId],
  );
}

export async function setStatus(importId: string, status: string) {
  await pool.query('UPDATE imports SET status = $2, updated_at = now() WHERE id = $1', [importId, status]);
}

export async function listImports(tenantId: string | null, limit = 20) {
  const { rows } = await pool.query(
    `SELECT id, ledger_id, status, staged_rows, created_by, created_at
       FROM imports WHERE tenant_id IS NOT DISTINCT FROM $1
      ORDER BY created_at DESC LIMIT $2`,
    [tenantId, limit],
  );
  return rows;
}
