import { randomBytes } from 'node:crypto';
import type pg from 'pg';

/**
 * Refund confirmations are kept server-side: the amount is money leaving the company, so the
 * client only ever holds an unguessable handle to the row.
 */
export interface PendingRefund {
  readonly handle: string;
  readonly userId: string;
  readonly tool: string;
  readonly orderId: string;
  readonly amountCents: number;
  readonly currency: string;
  readonly expiresAt: Date;
}

export type NewPendingRefund = Omit<PendingRefund, 'handle'>;

export interface PendingRefundRepository {
  create(input: NewPendingRefund): Promise<PendingRefund>;
  findActive(handle: string): Promise<PendingRefund | undefined>;
  /** Marks the confirmation as used; false when another request got there first. */
  consume(handle: string): Promise<boolean>;
}

interface Row {
  handle: string;
  user_id: string;
  tool: string;
  order_id: string;
  amount_cents: string;
  currency: string;
  expires_at: Date;
}

export class PgPendingRefundRepository implements PendingRefundRepository {
  constructor(private readonly pool: pg.Pool) {}

  async create(input: NewPendingRefund): Promise<PendingRefund> {
    const handle = `rf_${randomBytes(24).toString('base64url')}`;
    await this.pool.query(
      `insert into pending_refunds (handle, user_id, tool, order_id, amount_cents, currency, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [handle, input.userId, input.tool, input.orderId, input.amountCents, input.currency, input.expiresAt],
    );
    return { handle, ...input };
  }

  async findActive(handle: string): Promise<PendingRefund | undefined> {
    const { rows } = await this.pool.query<Row>(
      `select handle, user_id, tool, order_id, amount_cents, currency, expires_at
         from pending_refunds where handle = $1 and consumed_at is null`,
      [handle],
    );
    const row = rows[0];
    if (!row) return undefined;
    return {
      handle: row.handle,
      userId: row.user_id,
      tool: row.tool,
      orderId: row.order_id,
      amountCents: Number(row.amount_cents),
      currency: row.currency,
      expiresAt: row.expires_at,
    };
  }

  async consume(handle: string): Promise<boolean> {
    const result = await this.pool.query(
      `update pending_refunds set consumed_at = now() where handle = $1 and consumed_at is null`,
      [handle],
    );
    return result.rowCount === 1;
  }
}
