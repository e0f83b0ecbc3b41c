// Postgres access for stock levels, picking waves and outbound orders.
import pg from 'pg';
import { config } from './config.js';

export const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });

export async function stockFor(siteId, sku) {
  const { rows } = await pool.query(
    `SELECT sku, bin_code, qty_on_hand, qty_reserved FROM stock WHERE site_id = $1 AND sku = $2 ORDER BY bin_code`,
    [siteId, sku],
  );
  return rows;
}

export async function waveLines(siteId, waveId) {
  const { rows } = await pool.query(
    `SELECT l.order_id, l.sku, l.qty, s.bin_code
       FROM wave_lines l JOIN stock s ON s.sku = l.sku AND s.site_id = $1
      WHERE l.wave_id = $2 AND s.qty_on_hand - s.qty_reserved >= l.qty
      ORDER BY s.bin_code`,
    [siteId, waveId],
  );
  return rows;
}

export async function freeCarts(siteId) {
  const { rows } = await pool.query(`SELECT id, label FROM carts WHERE site_id = $1 AND in_use_by IS NULL`, [siteId]);
  return rows;
}

export async function assignCart(cartId, siteId, userId, waveId) {
  const { rowCount } = await pool.query(
    `UPDATE carts SET in_use_by = $3, wave_id = $4 WHERE id = $1 AND site_id = $2 AND in_use_by IS NULL`,
    [cartId, siteId, userId, waveId],
  );
  return rowCount === 1;
}

export async function getOrder(siteId, orderId) {
  const { rows } = await pool.query(
    `SELECT id, status, carrier, service_level, parcel_count, weight_kg FROM outbound_orders WHERE site_id = $1 AND id = $2`,
    [siteId, orderId],
  );
  return rows[0] ?? null;
}

export async function markReleased(orderId, userId, trackingNumber) {
  await pool.query(
    `UPDATE outbound_orders SET status = 'released', released_by = $2, tracking_number = $3, released_at = now()
      WHERE id = $1 AND status = 'packed'`,
    [orderId, userId, trackingNumber],
  );
}

export async function recordTrackingEvent(trackingNumber, status, occurredAt) {
  await pool.query(
    `INSERT INTO tracking_events (tracking_number, status, occurred_at) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING`,
    [trackingNumber, status, occurredAt],
  );
}
