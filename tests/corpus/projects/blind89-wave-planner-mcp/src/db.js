// MySQL pool and queries for stock, cycle counts and shipments.
import mysql from 'mysql2/promise';
import { config } from './config.js';

export const pool = mysql.createPool({ uri: config.mysql.uri, connectionLimit: config.mysql.connectionLimit, namedPlaceholders: true });

export async function stockOnHand(warehouseId, sku) {
  const [rows] = await pool.execute(
    `SELECT l.code AS location, s.qty_on_hand, s.qty_allocated FROM stock s JOIN locations l ON l.id = s.location_id
      WHERE s.warehouse_id = :warehouseId AND s.sku = :sku ORDER BY l.pick_sequence`,
    { warehouseId, sku },
  );
  return rows;
}

export async function recordCycleCount({ warehouseId, location, sku, countedQty, countedBy }) {
  const conn = await pool.getConnection();
  try {
    await conn.beginTransaction();
    const [[row]] = await conn.execute(
      `SELECT s.id, s.qty_on_hand FROM stock s JOIN locations l ON l.id = s.location_id
        WHERE s.warehouse_id = :warehouseId AND l.code = :location AND s.sku = :sku FOR UPDATE`,
      { warehouseId, location, sku },
    );
    if (!row) throw new Error(`no stock record for ${sku} at ${location}`);
    await conn.execute('UPDATE stock SET qty_on_hand = :countedQty, counted_at = NOW() WHERE id = :id', { countedQty, id: row.id });
    await conn.execute(
      `INSERT INTO stock_adjustments (stock_id, before_qty, after_qty, reason, adjusted_by) VALUES (:id, :before, :after, 'cycle_count', :by)`,
      { id: row.id, before: row.qty_on_hand, after: countedQty, by: countedBy },
    );
    await conn.commit();
    return { before: row.qty_on_hand, after: countedQty };
  } catch (err) {
    await conn.rollback();
    throw err;
  } finally {
    conn.release();
  }
}

export async function updateShipmentStatus({ trackingNumber, status, occurredAt }) {
  await pool.execute(
    'UPDATE shipments SET carrier_status = :status, carrier_status_at = :occurredAt WHERE tracking_number = :trackingNumber',
    { trackingNumber, status, occurredAt },
  );
}
