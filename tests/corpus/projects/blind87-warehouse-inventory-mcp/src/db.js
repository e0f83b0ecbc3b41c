// Postgres access (porsager/postgres) for stock, write-offs and pending purchase orders.
import postgres from 'postgres';

export function createDb(databaseUrl) {
  const sql = postgres(databaseUrl, { max: 10, idle_timeout: 30 });

  return {
    sql,

    async stockLevel(warehouse, sku) {
      const [row] = await sql`
        SELECT s.sku, s.warehouse, s.on_hand, s.reserved, p.unit_cost_cents, p.description
          FROM stock s JOIN products p ON p.sku = s.sku
         WHERE s.warehouse = ${warehouse} AND s.sku = ${sku}`;
      return row ?? null;
    },

    async writeOff({ warehouse, sku, quantity, reasonCode, note, userId }) {
      return sql.begin(async (tx) => {
        const [row] = await tx`
          UPDATE stock SET on_hand = on_hand - ${quantity}
           WHERE warehouse = ${warehouse} AND sku = ${sku} AND on_hand - reserved >= ${quantity}
           RETURNING on_hand`;
        if (!row) throw new Error('not enough unreserved stock');
        const [entry] = await tx`
          INSERT INTO stock_adjustments (warehouse, sku, delta, reason_code, note, created_by)
          VALUES (${warehouse}, ${sku}, ${-quantity}, ${reasonCode}, ${note ?? null}, ${userId})
          RETURNING id`;
        return { adjustmentId: entry.id, onHand: row.on_hand };
      });
    },

    async savePendingOrder({ handle, userId, tool, argsDigest, quote, ttlSeconds }) {
      await sql`
        INSERT INTO pending_orders (handle, user_id, tool, args_digest, quote, expires_at)
        VALUES (${handle}, ${userId}, ${tool}, ${argsDigest}, ${sql.json(quote)},
                now() + make_interval(secs => ${ttlSeconds}))`;
    },

    async takePendingOrder({ handle, userId, tool }) {
      const [row] = await sql`
        DELETE FROM pending_orders
         WHERE handle = ${handle} AND user_id = ${userId} AND tool = ${tool} AND expires_at > now()
         RETURNING args_digest, quote`;
      return row ?? null;
    },

    async recordPurchaseOrder({ supplierOrderId, warehouse, supplierSku, quantity, totalCents, userId }) {
      await sql`
        INSERT INTO purchase_orders (supplier_order_id, warehouse, supplier_sku, quantity, total_cents, created_by)
        VALUES (${supplierOrderId}, ${warehouse}, ${supplierSku}, ${quantity}, ${totalCents}, ${userId})`;
    },

    async receiveShipment({ supplierOrderId, lines }) {
      await sql.begin(async (tx) => {
        for (const line of lines) {
          await tx`
            UPDATE stock SET on_hand = on_hand + ${line.quantity}
             WHERE warehouse = ${line.warehouse} AND sku = ${line.sku}`;
        }
        await tx`UPDATE purchase_orders SET received_at = now() WHERE supplier_order_id = ${supplierOrderId}`;
      });
    },
  };
}
