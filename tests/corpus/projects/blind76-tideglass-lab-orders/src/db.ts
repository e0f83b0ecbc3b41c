// Postgres access for samples, carts and orders; serialisation failures are retried a few times.
// @ts-nocheck
import pg from 'pg';
import { setTimeout as sleep } from 'node:timers/promises';
import { config } from './config.js';

const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });

async function serializable<T>(fn: (client: pg.PoolClient) => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const client = await pool.connect();
    try {
      await client.query('BEGIN ISOLATION LEVEL SERIALIZABLE');
      const result = await fn(client);
      await client.query('COMMIT');
      return result;
    } catch (e) {
      await client.query('ROLLBACK').catch(() => {});
      if (e.code !== '40001' || attempt >= attempts) throw e;
      await sleep(20 * attempt + Math.random() * 30);
    } finally {
      client.release();
    }
  }
}

export async function sample(accountId: string, sampleId: string) {
  const { rows } = await pool.query(
    `SELECT id, label, matrix, status, received_at, md5(row(s.*)::text) AS etag
       FROM samples s WHERE id = $1 AND account_id = $2`,
    [sampleId, accountId],
  );
  return rows[0] ?? null;
}

export async function results(accountId: string, sampleId: string) {
  const { rows } = await pool.query(
    `SELECT r.analyte, r.value, r.unit, r.flag, r.reported_at
       FROM results r JOIN samples s ON s.id = r.sample_id
      WHERE s.id = $1 AND s.account_id = $2 ORDER BY r.analyte`,
    [sampleId, accountId],
  );
  return rows;
}

/** A cart is a server-side row; only its random id travels in requestState. */
export async function createCart(userId: string, sampleId: string, lines: unknown[]) {
  const { rows } = await pool.query(
    `INSERT INTO carts (id, user_id, sample_id, lines, created_at)
     VALUES (gen_random_uuid(), $1, $2, $3::jsonb, now()) RETURNING id`,
    [userId, sampleId, JSON.stringify(lines)],
  );
  return rows[0].id as string;
}

export async function takeCart(cartId: string, userId: string) {
  const { rows } = await pool.query(
    `DELETE FROM carts WHERE id = $1 AND user_id = $2 AND created_at > now() - interval '10 minutes'
     RETURNING sample_id, lines`,
    [cartId, userId],
  );
  return rows[0] ?? null;
}

export function placeOrder(accountId: string, sampleId: string, limsOrderId: string, lines: unknown[], userId: string) {
  return serializable(async (c) => {
    const { rows } = await c.query(
      `INSERT INTO orders (account_id, sample_id, lims_order_id, lines, ordered_by) VALUES ($1, $2, $3, $4::jsonb, $5) RETURNING id`,
      [accountId, sampleId, limsOrderId, JSON.stringify(lines), userId],
    );
    await c.query(`UPDATE samples SET status = 'ordered' WHERE id = $1`, [sampleId]);
    return rows[0].id;
  });
}

export function withdrawSample(accountId: string, sampleId: string, disposal: 'return' | 'destroy', userId: string) {
  return serializable(async (c) => {
    const { rowCount } = await c.query(
      `UPDATE samples SET status = 'withdrawn', disposal = $3, withdrawn_by = $4, withdrawn_at = now()
        WHERE id = $1 AND account_id = $2 AND status IN ('received', 'ordered')`,
      [sampleId, accountId, disposal, userId],
    );
    if (rowCount === 1) await c.query(`UPDATE orders SET cancelled_at = now() WHERE sample_id = $1 AND completed_at IS NULL`, [sampleId]);
    return rowCount === 1;
  });
}

export async function markResultsReady(limsOrderId: string, reportedAt: string) {
  await pool.query(`UPDATE orders SET results_ready_at = $2 WHERE lims_order_id = $1`, [limsOrderId, reportedAt]);
}
