import { randomBytes } from 'node:crypto';

const HANDLE_BYTES = 32;
const HANDLE_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * @typedef {object} PendingRefund
 * @property {string} invoiceId
 * @property {number} amountCents
 * @property {string} currency
 * @property {string} processorSecret  client secret of the processor's refund intent
 */

/**
 * Refund quotes wait in Postgres between rounds. The processor's refund-intent secret
 * stays in the row; the client only ever holds the random handle.
 *
 * @param {import('pg').Pool} pool
 */
export function createPendingRefunds(pool) {
  return {
    /**
     * @param {{ userId: string, argsDigest: string }} owner
     * @param {PendingRefund} refund
     * @returns {Promise<string>} handle
     */
    async park({ userId, argsDigest }, refund) {
      const handle = randomBytes(HANDLE_BYTES).toString('base64url');
      await pool.query(
        `INSERT INTO pending_refunds
           (handle, user_id, tool, args_digest, invoice_id, amount_cents, currency, processor_secret, expires_at)
         VALUES ($1, $2, 'refund_invoice', $3, $4, $5, $6, $7, now() + interval '5 minutes')`,
        [handle, userId, argsDigest, refund.invoiceId, refund.amountCents, refund.currency, refund.processorSecret],
      );
      return handle;
    },

    /**
     * Takes the row out (single use). Null when unknown, expired, used, or parked for another call.
     * @param {unknown} handle
     * @param {{ userId: string, argsDigest: string }} owner
     * @returns {Promise<PendingRefund | null>}
     */
    async take(handle, { userId, argsDigest }) {
      if (typeof handle !== 'string' || !HANDLE_SHAPE.test(handle)) return null;
      const { rows } = await pool.query(
        `DELETE FROM pending_refunds
          WHERE handle = $1 AND user_id = $2 AND tool = 'refund_invoice'
            AND args_digest = $3 AND expires_at > now()
          RETURNING invoice_id, amount_cents, currency, processor_secret`,
        [handle, userId, argsDigest],
      );
      const row = rows[0];
      return row
        ? { invoiceId: row.invoice_id, amountCents: row.amount_cents, currency: row.currency, processorSecret: row.processor_secret }
        : null;
    },
  };
}
