// Models the warehouse stock database access (counts per SKU and bin, write-offs).
// @ts-nocheck
import { Pool } from 'pg';

const pool = new Pool({ connectionString: process.env.INVENTORY_DATABASE_URL });

export async function binsFor(sku: string, warehouseId: string) {
  const { rows } = await pool.query('select bin, qty from stock where sku = $1 and warehouse_id = $2', [sku, warehouseId]);
  return rows as { bin: string; qty: number }[];
}

export async function adjust(sku: string, bin: string, delta: number, actor: string) {
  await pool.query('update stock set qty = qty + $1 where sku = $2 and bin = $3', [delta, sku, bin]);
  await pool.query('insert into stock_audit(sku, bin, delta, actor) values ($1, $2, $3, $4)', [sku, bin, delta, actor]);
}

export async function writeOff(sku: string, warehouseId: string, qty: number, reason: string, actor: string) {
  await pool.query('select write_off($1, $2, $3, $4, $5)', [sku, warehouseId, qty, reason, actor]);
}
