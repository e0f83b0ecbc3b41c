// Postgres access to the warehouse management schema: stock, transfers, write-offs, shipments and the audit log.
// @ts-nocheck
import pg from 'pg';
import { config } from './config.js';

const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 12 });

export async function stockFor(sku: string, warehouseIds: string[]) {
  const { rows } = await pool.query(
    `select l.warehouse_id, l.id as location_id, l.code, s.on_hand, s.reserved
       from stock s join locations l on l.id = s.location_id
      where s.sku = $1 and l.warehouse_id = any($2)
      order by l.warehouse_id, l.code`,
    [sku, warehouseIds],
  );
  return rows;
}

export async function locationStock(sku: string, locationId: string) {
  const { rows } = await pool.query(
    `select s.on_hand, s.reserved, l.warehouse_id, i.unit_cost_cents
       from stock s join locations l on l.id = s.location_id join items i on i.sku = s.sku
      where s.sku = $1 and s.location_id = $2`,
    [sku, locationId],
  );
  return rows[0];
}

export async function moveStock(sku: string, from: string, to: string, qty: number, userId: string) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const dec = await client.query(
      'update stock set on_hand = on_hand - $3 where sku = $1 and location_id = $2 and on_hand - reserved >= $3',
      [sku, from, qty],
    );
    if (dec.rowCount !== 1) throw new Error('not enough free stock at source');
    await client.query(
      `insert into stock (sku, location_id, on_hand, reserved) values ($1, $2, $3, 0)
       on conflict (sku, location_id) do update set on_hand = stock.on_hand + excluded.on_hand`,
      [sku, to, qty],
    );
    const { rows } = await client.query(
      'insert into movements (sku, from_location, to_location, qty, moved_by) values ($1, $2, $3, $4, $5) returning id',
      [sku, from, to, qty, userId],
    );
    await client.query('commit');
    return rows[0].id;
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
}

export async function writeOff(sku: string, locationId: string, qty: number, reasonCode: string, userId: string) {
  const { rows } = await pool.query(
    `with dec as (
       update stock set on_hand = on_hand - $3
        where sku = $1 and location_id = $2 and on_hand - reserved >= $3
        returning sku)
     insert into write_offs (sku, location_id, qty, reason_code, written_off_by)
     select $1, $2, $3, $4, $5 from dec returning id`,
    [sku, locationId, qty, reasonCode, userId],
  );
  return rows[0]?.id;
}

export async function lastAuditMac(): Promise<string> {
  const { rows } = await pool.query('select mac from audit_log order by id desc limit 1');
  return rows[0]?.mac ?? '';
}

export async function appendAudit(entry: Record<string, unknown>, kid: string, mac: string) {
  await pool.query('insert into audit_log (entry, kid, mac) values ($1, $2, $3)', [entry, kid, mac]);
}

export async function orderForShipping(orderId: string) {
  const { rows } = await pool.query(
    `select o.id, o.warehouse_id, o.ship_to, o.total_weight_grams, o.parcel_count
       from outbound_orders o where o.id = $1 and o.status = 'packed'`,
    [orderId],
  );
  return rows[0];
}

export async function recordShipment(orderId: string, carrierRef: string, label: string, userId: string) {
  await pool.query(
    `insert into shipments (order_id, carrier_ref, label_url, booked_by) values ($1, $2, $3, $4)`,
    [orderId, carrierRef, label, userId],
  );
}

export async function updateShipmentStatus(carrierRef: string, status: string, at: string) {
  await pool.query('update shipments set status = $2, status_at = $3 where carrier_ref = $1', [carrierRef, status, at]);
}
