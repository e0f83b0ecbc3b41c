// Postgres queries for RMAs, API tokens, label drafts and shipment tracking.
import pg from 'pg';

export function createDb(connectionString) {
  const pool = new pg.Pool({ connectionString, max: 10 });

  return {
    pool,

    async userForTokenHash(tokenHash) {
      const { rows } = await pool.query(
        `SELECT u.id, u.warehouse_id, u.can_refund FROM api_tokens t JOIN users u ON u.id = t.user_id
          WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND (t.expires_at IS NULL OR t.expires_at > now())`,
        [tokenHash],
      );
      return rows[0] ?? null;
    },

    async rma(warehouseId, rmaId) {
      const { rows } = await pool.query(
        `SELECT id, order_id, customer_name, customer_address, status, refundable_cents, refunded_cents, currency, payment_ref
           FROM rmas WHERE warehouse_id = $1 AND id = $2`,
        [warehouseId, rmaId],
      );
      return rows[0] ?? null;
    },

    async saveLabelDraft(draft) {
      await pool.query(
        `INSERT INTO label_drafts (id, user_id, rma_id, quotes, expires_at) VALUES ($1, $2, $3, $4, now() + interval '10 minutes')`,
        [draft.id, draft.userId, draft.rmaId, JSON.stringify(draft.quotes)],
      );
    },

    async consumeLabelDraft(id, userId) {
      const { rows } = await pool.query(
        'DELETE FROM label_drafts WHERE id = $1 AND user_id = $2 AND expires_at > now() RETURNING rma_id, quotes',
        [id, userId],
      );
      return rows[0] ?? null;
    },

    async attachLabel(rmaId, label) {
      await pool.query(
        "UPDATE rmas SET status = 'label_issued', tracking_number = $2, label_url = $3 WHERE id = $1",
        [rmaId, label.trackingNumber, label.labelUrl],
      );
    },

    async recordRefund(rmaId, userId, amountCents, paymentRefundId) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query(
          "UPDATE rmas SET refunded_cents = refunded_cents + $2, status = 'refunded' WHERE id = $1",
          [rmaId, amountCents],
        );
        await client.query(
          'INSERT INTO refund_log (rma_id, actor_id, amount_cents, payment_refund_id) VALUES ($1, $2, $3, $4)',
          [rmaId, userId, amountCents, paymentRefundId],
        );
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK');
        throw err;
      } finally {
        client.release();
      }
    },

    async trackingEvent(trackingNumber, status, occurredAt) {
      await pool.query(
        `INSERT INTO tracking_events (tracking_number, status, occurred_at) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING`,
        [trackingNumber, status, occurredAt],
      );
    },
  };
}
