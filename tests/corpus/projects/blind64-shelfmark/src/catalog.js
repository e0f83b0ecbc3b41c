import pg from 'pg';
import { settings } from './context.js';
import { chunk } from './lib/util.js';

const pool = new pg.Pool({ connectionString: settings.db, max: 5 });

export async function search(q, after, limit) {
  const { rows } = await pool.query(
    `select id, isbn, title, author, available
       from titles
      where search @@ plainto_tsquery('simple', $1) and id > $2
      order by id
      limit $3`,
    [q, after ?? 0, limit],
  );
  return rows;
}

export async function copiesOf(isbn, barcodes) {
  const { rows } = await pool.query(
    `select c.barcode, c.branch, c.status
       from copies c join titles t on t.id = c.title_id
      where t.isbn = $1 and c.barcode = any($2::text[]) and c.status <> 'withdrawn'`,
    [isbn, barcodes],
  );
  return rows;
}

export async function withdraw(barcodes, { reason, by }) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    for (const part of chunk(barcodes, 200)) {
      await client.query(
        `update copies set status = 'withdrawn', withdrawn_reason = $2, withdrawn_by = $3, withdrawn_at = now()
          where barcode = any($1::text[])`,
        [part, reason, by],
      );
    }
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
}

export async function loansOf(patron) {
  const { rows } = await pool.query(
    `select l.id, t.title, l.due_on, l.renewals
       from loans l join copies c on c.barcode = l.barcode join titles t on t.id = c.title_id
      where l.patron = $1 and l.returned_on is null
      order by l.due_on`,
    [patron],
  );
  return rows;
}

export async function renew(loanIds, by) {
  const { rows } = await pool.query(
    `update loans set due_on = due_on + interval '21 days', renewals = renewals + 1, renewed_by = $2
      where id = any($1::int[]) and renewals < 3
      returning id, due_on`,
    [loanIds, by],
  );
  return rows;
}
