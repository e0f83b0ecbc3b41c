// PostgreSQL repositories for orders, returns and shipment tracking events.
// @ts-nocheck
import pg from 'pg';

abstract class PgRepository {
  constructor(protected readonly pool: pg.Pool) {}

  protected async many(sql: string, params: unknown[] = []) {
    return (await this.pool.query(sql, params)).rows;
  }

  protected async single(sql: string, params: unknown[] = []) {
    return (await this.pool.query(sql, params)).rows[0];
  }
}

export class OrderRepository extends PgRepository {
  lineForCustomer(orderId: string, sku: string, customerId: string) {
    return this.single(
      `SELECT o.id AS order_id, l.sku, l.title, l.quantity, l.unit_price_cents, o.warehouse_id, o.delivered_at
         FROM orders o JOIN order_lines l ON l.order_id = o.id
        WHERE o.id = $1 AND l.sku = $2 AND o.customer_id = $3`,
      [orderId, sku, customerId],
    );
  }
}

export class ReturnRepository extends PgRepository {
  create(data: { orderId: string; sku: string; quantity: number; reason: string; condition: string; customerId: string; label }) {
    return this.single(
      `INSERT INTO returns (order_id, sku, quantity, reason, item_condition, customer_id, carrier, pickup_window, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'awaiting_pickup') RETURNING id, status`,
      [data.orderId, data.sku, data.quantity, data.reason, data.condition, data.customerId, data.label.carrier, data.label.window],
    );
  }

  find(id: string) {
    return this.single('SELECT id, order_id, sku, quantity, status, refunded_cents, customer_id FROM returns WHERE id = $1', [id]);
  }

  pageForCustomer(customerId: string, after: { createdAt: string; id: string } | null, limit: number) {
    return this.many(
      `SELECT id, order_id, sku, quantity, status, created_at FROM returns
        WHERE customer_id = $1 AND ($2::timestamptz IS NULL OR (created_at, id) < ($2::timestamptz, $3::uuid))
        ORDER BY created_at DESC, id DESC LIMIT $4`,
      [customerId, after?.createdAt ?? null, after?.id ?? null, limit],
    );
  }

  markRefunded(id: string, amountCents: number, refundId: string, actor: string) {
    return this.single(
      `UPDATE returns SET status = 'refunded', refunded_cents = $2, refund_id = $3, refunded_by = $4, refunded_at = now()
        WHERE id = $1 AND status = 'received' RETURNING id`,
      [id, amountCents, refundId, actor],
    );
  }

  recordTracking(trackingNumber: string, status: string, occurredAt: string) {
    return this.pool.query(
      `UPDATE returns SET carrier_status = $2, carrier_updated_at = $3,
              status = CASE WHEN $2 = 'delivered' AND status = 'in_transit' THEN 'received' ELSE status END
        WHERE tracking_number = $1`,
      [trackingNumber, status, occurredAt],
    );
  }
}

export function openDatabase(connectionString: string) {
  const pool = new pg.Pool({ connectionString, max: 10 });
  return { pool, orders: new OrderRepository(pool), returns: new ReturnRepository(pool) };
}
