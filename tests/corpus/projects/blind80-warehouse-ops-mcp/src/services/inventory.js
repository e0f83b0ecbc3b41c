// Inventory data access (Postgres) and the ERP stock-sync client.

export function createInventory({ db, config }) {
  return {
    async onHand(warehouseId, sku, locationCode) {
      const { rows } = await db.query(
        `SELECT s.quantity, i.description FROM stock s JOIN items i ON i.sku = s.sku
          WHERE s.warehouse_id = $1 AND s.sku = $2 AND s.location_code = $3`,
        [warehouseId, sku, locationCode],
      );
      return rows[0] ?? null;
    },

    async adjust(warehouseId, sku, locationCode, delta, reasonCode, userId, seenQuantity) {
      const client = await db.connect();
      try {
        await client.query('BEGIN');
        const { rows } = await client.query(
          `UPDATE stock SET quantity = quantity + $4
            WHERE warehouse_id = $1 AND sku = $2 AND location_code = $3 AND quantity = $5 AND quantity + $4 >= 0
          RETURNING quantity`,
          [warehouseId, sku, locationCode, delta, seenQuantity],
        );
        if (rows.length === 0) {
          await client.query('ROLLBACK');
          return null;
        }
        await client.query(
          `INSERT INTO stock_adjustments (warehouse_id, sku, location_code, delta, reason_code, adjusted_by)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [warehouseId, sku, locationCode, delta, reasonCode, userId],
        );
        await client.query('COMMIT');
        return rows[0].quantity;
      } catch (err) {
        await client.query('ROLLBACK');
        throw err;
      } finally {
        client.release();
      }
    },

    async orderLines(warehouseId, orderIds) {
      const { rows } = await db.query(
        `SELECT l.order_id, l.sku, l.quantity, COALESCE(SUM(s.quantity), 0)::int AS available,
                MIN(s.location_code) AS location_code
           FROM order_lines l LEFT JOIN stock s ON s.sku = l.sku AND s.warehouse_id = $1
          WHERE l.order_id = ANY($2::text[])
          GROUP BY l.order_id, l.sku, l.quantity
          ORDER BY MIN(s.location_code)`,
        [warehouseId, orderIds],
      );
      return rows;
    },

    async createPickList(warehouseId, userId, lines) {
      const { rows } = await db.query(
        `INSERT INTO pick_lists (warehouse_id, created_by, lines) VALUES ($1, $2, $3::jsonb) RETURNING id`,
        [warehouseId, userId, JSON.stringify(lines)],
      );
      return rows[0].id;
    },

    async markShipped(reference, trackingNumber, pickedUpAt) {
      await db.query(
        `UPDATE shipments SET status = 'in_transit', tracking_number = $2, picked_up_at = $3 WHERE reference = $1`,
        [reference, trackingNumber, pickedUpAt],
      );
    },

    async syncToErp(warehouseId, sku, quantity) {
      const res = await fetch(`${config.erpBaseUrl}/stock-levels/${encodeURIComponent(warehouseId)}/${encodeURIComponent(sku)}`, {
        method: 'PUT',
        headers: { 'x-api-key': config.erpApiKey, 'content-type': 'application/json', 'x-api-version': config.apiVersion },
        body: JSON.stringify({ quantity }),
      });
      if (!res.ok) console.warn(`[erp] stock sync for ${sku} answered ${res.status}`);
    },
  };
}
