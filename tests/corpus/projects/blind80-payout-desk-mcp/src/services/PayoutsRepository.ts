// Postgres access for vendor payouts and customer refunds.
// @ts-nocheck
import { inject, injectable } from 'tsyringe';
import type { Pool } from 'pg';
import { TOKENS } from '../tokens.js';

export interface Payout {
  id: string;
  vendorId: string;
  vendorName: string;
  amountCents: number;
  currency: string;
  status: 'pending' | 'released' | 'held';
}

@injectable()
export class PayoutsRepository {
  constructor(@inject(TOKENS.Db) private readonly db: Pool) {}

  async listPending(limit = 50): Promise<Payout[]> {
    const { rows } = await this.db.query(
      `SELECT p.id, p.vendor_id AS "vendorId", v.display_name AS "vendorName",
              p.amount_cents AS "amountCents", p.currency, p.status
         FROM payouts p JOIN vendors v ON v.id = p.vendor_id
        WHERE p.status = 'pending'
        ORDER BY p.created_at
        LIMIT $1`,
      [limit],
    );
    return rows;
  }

  async findPending(id: string): Promise<Payout | null> {
    const { rows } = await this.db.query(
      `SELECT p.id, p.vendor_id AS "vendorId", v.display_name AS "vendorName",
              p.amount_cents AS "amountCents", p.currency, p.status
         FROM payouts p JOIN vendors v ON v.id = p.vendor_id
        WHERE p.id = $1 AND p.status = 'pending'`,
      [id],
    );
    return rows[0] ?? null;
  }

  async markReleased(id: string, operatorId: string, railReference: string): Promise<void> {
    await this.db.query(
      `UPDATE payouts SET status = 'released', released_by = $2, rail_reference = $3, released_at = now()
        WHERE id = $1 AND status = 'pending'`,
      [id, operatorId, railReference],
    );
  }

  async findOrder(orderId: string) {
    const { rows } = await this.db.query(
      `SELECT id, customer_name AS "customerName", captured_cents AS "capturedCents",
              refunded_cents AS "refundedCents", currency
         FROM orders WHERE id = $1`,
      [orderId],
    );
    return rows[0] ?? null;
  }

  async recordRefund(orderId: string, amountCents: number, operatorId: string, reference: string) {
    await this.db.query(
      `INSERT INTO refunds (order_id, amount_cents, operator_id, rail_reference) VALUES ($1, $2, $3, $4)`,
      [orderId, amountCents, operatorId, reference],
    );
    await this.db.query('UPDATE orders SET refunded_cents = refunded_cents + $2 WHERE id = $1', [orderId, amountCents]);
  }
}
