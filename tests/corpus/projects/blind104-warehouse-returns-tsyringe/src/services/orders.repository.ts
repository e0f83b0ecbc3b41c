// Postgres repository for orders, order lines and return authorisations.
// @ts-nocheck
import { inject, injectable } from 'tsyringe';
import type { Pool } from 'pg';
import { TOKENS } from '../di/tokens';

@injectable()
export class OrdersRepository {
  constructor(@inject(TOKENS.Pg) private readonly pool: Pool) {}

  async findOrder(orderNumber: string) {
    const { rows } = await this.pool.query(
      `SELECT o.id, o.order_number, o.customer_email, o.placed_at, o.payment_ref, o.currency,
              json_agg(json_build_object('lineId', l.id, 'sku', l.sku, 'title', l.title,
                                         'quantity', l.quantity, 'unitCents', l.unit_cents,
                                         'returned', l.returned_quantity)) AS lines
         FROM orders o JOIN order_lines l ON l.order_id = o.id
        WHERE o.order_number = $1
        GROUP BY o.id`,
      [orderNumber],
    );
    return rows[0] ?? null;
  }

  async createReturn(input: { orderId: string; lineId: string; quantity: number; reason: string; condition: string; createdBy: string; labelId: string }) {
    const { rows } = await this.pool.query(
      `INSERT INTO returns (order_id, line_id, quantity, reason, item_condition, created_by, label_id, status, reference)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'awaiting_item', 'RMA-' || lpad(nextval('rma_seq')::text, 8, '0'))
       RETURNING id, reference`,
      [input.orderId, input.lineId, input.quantity, input.reason, input.condition, input.createdBy, input.labelId],
    );
    await this.pool.query('UPDATE order_lines SET returned_quantity = returned_quantity + $2 WHERE id = $1', [input.lineId, input.quantity]);
    return rows[0];
  }

  async getReturn(id: string) {
    const { rows } = await this.pool.query(
      `SELECT r.id, r.reference, r.status, r.quantity, l.unit_cents, o.payment_ref, o.currency, r.refunded_cents
         FROM returns r JOIN order_lines l ON l.id = r.line_id JOIN orders o ON o.id = r.order_id
        WHERE r.id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  async markReturnReceived(reference: string, at: string) {
    await this.pool.query(`UPDATE returns SET status = 'received', received_at = $2 WHERE reference = $1 AND status = 'awaiting_item'`, [reference, at]);
  }

  async recordRefund(returnId: string, refundId: string, cents: number, agentId: string) {
    await this.pool.query(
      `UPDATE returns SET status = 'refunded', refunded_cents = $3, refund_id = $2, refunded_by = $4, refunded_at = now() WHERE id = $1`,
      [returnId, refundId, cents, agentId],
    );
  }
}
