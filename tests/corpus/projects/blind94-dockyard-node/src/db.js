// Postgres pool and shipment queries.
const { Pool } = require('pg');

function createDb(databaseUrl) {
  const pool = new Pool({ connectionString: databaseUrl, max: 10, idleTimeoutMillis: 30_000 });

  return {
    pool,
    query: (text, params) => pool.query(text, params),

    async findShipments(accountId, { status, reference, limit }) {
      const { rows } = await pool.query(
        `SELECT id, reference, status, carrier, tracking_number, ship_to_city, ship_to_country, created_at
           FROM shipments
          WHERE account_id = $1
            AND ($2::text IS NULL OR status = $2)
            AND ($3::text IS NULL OR reference ILIKE '%' || $3 || '%')
          ORDER BY created_at DESC
          LIMIT $4`,
        [accountId, status ?? null, reference ?? null, limit],
      );
      return rows;
    },

    async getShipment(accountId, shipmentId) {
      const { rows } = await pool.query('SELECT * FROM shipments WHERE account_id = $1 AND id = $2', [accountId, shipmentId]);
      return rows[0] ?? null;
    },

    async markCancelled(accountId, shipmentId, userId) {
      const { rowCount } = await pool.query(
        `UPDATE shipments SET status = 'cancelled', cancelled_by = $3, cancelled_at = now()
          WHERE account_id = $1 AND id = $2 AND status IN ('label_created', 'awaiting_pickup')`,
        [accountId, shipmentId, userId],
      );
      return rowCount === 1;
    },

    async replaceLabel(accountId, shipmentId, label, userId) {
      await pool.query(
        `UPDATE shipments SET tracking_number = $3, label_url = $4, ship_to = $5, relabelled_by = $6, updated_at = now()
          WHERE account_id = $1 AND id = $2`,
        [accountId, shipmentId, label.trackingNumber, label.labelUrl, label.address, userId],
      );
    },

    async applyCarrierEvent(trackingNumber, status, occurredAt) {
      await pool.query(
        `UPDATE shipments SET status = $2, updated_at = $3 WHERE tracking_number = $1 AND updated_at <= $3`,
        [trackingNumber, status, occurredAt],
      );
    },
  };
}

module.exports = { createDb };
