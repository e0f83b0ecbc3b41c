// Data access: Postgres for stock, counts and pick lists; Redis for short-lived pick-list drafts.
// @ts-nocheck
import pg from 'pg';
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { config } from './config.js';

export const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 12 });
export const redis = new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });

export async function binsInZone(warehouseId: string, zone: string) {
  const { rows } = await pool.query(
    `select b.id, b.code, s.sku from bins b join bin_stock s on s.bin_id = b.id
      where b.warehouse_id = $1 and b.zone = $2 and b.active order by b.code`,
    [warehouseId, zone],
  );
  return rows;
}

export async function systemQuantities(binIds: string[]) {
  const { rows } = await pool.query(`select bin_id, sku, qty from bin_stock where bin_id = any($1)`, [binIds]);
  return rows;
}

export async function postCountAdjustments(warehouseId: string, userId: string, lines: Array<{ binId: string; sku: string; delta: number }>) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    for (const line of lines) {
      await client.query(`update bin_stock set qty = qty + $1 where bin_id = $2 and sku = $3`, [line.delta, line.binId, line.sku]);
      await client.query(
        `insert into stock_movements (warehouse_id, bin_id, sku, delta, kind, actor) values ($1, $2, $3, $4, 'cycle_count', $5)`,
        [warehouseId, line.binId, line.sku, line.delta, userId],
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

export async function stockAt(warehouseId: string, binId: string, sku: string) {
  const { rows } = await pool.query(
    `select s.qty, b.code from bin_stock s join bins b on b.id = s.bin_id where b.warehouse_id = $1 and s.bin_id = $2 and s.sku = $3`,
    [warehouseId, binId, sku],
  );
  return rows[0];
}

export async function writeOff(warehouseId: string, binId: string, sku: string, qty: number, reasonCode: string, userId: string) {
  const { rowCount } = await pool.query(
    `with upd as (
       update bin_stock set qty = qty - $4 where bin_id = $2 and sku = $3 and qty >= $4 returning bin_id
     )
     insert into stock_movements (warehouse_id, bin_id, sku, delta, kind, reason_code, actor)
     select $1, bin_id, $3, -$4, 'write_off', $5, $6 from upd`,
    [warehouseId, binId, sku, qty, reasonCode, userId],
  );
  return rowCount;
}

export async function orderForPicking(orderId: string, warehouseIds: string[]) {
  const { rows } = await pool.query(
    `select o.id, o.warehouse_id, o.ship_to, o.weight_grams, o.dims_cm from orders o
      where o.id = $1 and o.warehouse_id = any($2) and o.status = 'released'`,
    [orderId, warehouseIds],
  );
  return rows[0];
}

export async function createPickList(orderId: string, label: { trackingNumber: string; labelUrl: string }, userId: string) {
  const { rows } = await pool.query(
    `insert into pick_lists (order_id, tracking_number, label_url, created_by) values ($1, $2, $3, $4) returning id`,
    [orderId, label.trackingNumber, label.labelUrl, userId],
  );
  await pool.query(`update orders set status = 'picking' where id = $1`, [orderId]);
  return rows[0].id;
}

export async function markLabelVoided(trackingNumber: string) {
  await pool.query(`update pick_lists set label_voided_at = now() where tracking_number = $1`, [trackingNumber]);
}

const DRAFT_TTL_SECONDS = 300;

export async function saveDraft(ownerId: string, draft: Record<string, unknown>): Promise<string> {
  const draftId = randomUUID();
  await redis.set(`picklist:draft:${draftId}`, JSON.stringify({ ownerId, ...draft }), 'EX', DRAFT_TTL_SECONDS);
  return draftId;
}

export async function claimDraft(draftId: string, ownerId: string) {
  const raw = await redis.getdel(`picklist:draft:${draftId}`);
  if (!raw) return undefined;
  const draft = JSON.parse(raw);
  return draft.ownerId === ownerId ? draft : undefined;
}
