// MySQL pool plus the few inventory queries shared by several tools.
import mysql from 'mysql2/promise';
import { config } from './config.js';

export const pool = mysql.createPool({
  ...config.mysql,
  connectionLimit: 8,
  namedPlaceholders: true,
  timezone: 'Z',
});

export async function stockLevel(sku, warehouse) {
  const [rows] = await pool.execute(
    'SELECT on_hand, reserved FROM stock WHERE sku = :sku AND warehouse_code = :warehouse',
    { sku, warehouse },
  );
  if (rows.length === 0) return 0;
  return rows[0].on_hand - rows[0].reserved;
}

export async function findSku(sku) {
  const [rows] = await pool.execute(
    'SELECT sku, description, unit_cost, supplier_code, reorder_point FROM skus WHERE sku = :sku',
    { sku },
  );
  return rows[0] ?? null;
}

export async function inTransaction(work) {
  const conn = await pool.getConnection();
  try {
    await conn.beginTransaction();
    const result = await work(conn);
    await conn.commit();
    return result;
  } catch (err) {
    await conn.rollback();
    throw err;
  } finally {
    conn.release();
  }
}
