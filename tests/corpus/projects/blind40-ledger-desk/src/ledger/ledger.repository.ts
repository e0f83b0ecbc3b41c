import { inject, injectable } from 'inversify';
import type pg from 'pg';
import { TYPES } from '../types.js';

export interface StatementQuery {
  accountId: string;
  from: string;
  to: string;
  afterId: number;
}

export interface StatementPage {
  rows: Array<{ id: number; bookedAt: string; amountCents: number; counterparty: string; memo: string }>;
  lastId: number;
  hasMore: boolean;
}

export interface TransferQuote {
  id: string;
  feeCents: number;
  fxRate?: number;
}

/** Keyset pagination position, opaque to callers. */
export const StatementCursor = {
  encode(query: StatementQuery): string {
    return Buffer.from(JSON.stringify(query), 'utf8').toString('base64url');
  },
  decode(cursor: string): StatementQuery {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as StatementQuery;
  },
};

export abstract class LedgerRepository {
  abstract assertOwner(userId: string, accountId: string): Promise<void>;
  abstract statementPage(query: StatementQuery, limit: number): Promise<StatementPage>;
  abstract quoteTransfer(from: string, to: string, amountCents: number): Promise<TransferQuote>;
  abstract executeTransfer(
    quoteId: string,
    transfer: { fromAccount: string; toAccount: string; amountCents: number; memo?: string; initiatedBy: string },
  ): Promise<{ reference: string }>;
}

@injectable()
export class PgLedgerRepository extends LedgerRepository {
  constructor(@inject(TYPES.PgPool) private readonly pool: pg.Pool) {
    super();
  }

  async assertOwner(userId: string, accountId: string): Promise<void> {
    const { rowCount } = await this.pool.query(
      'select 1 from account_members where account_id = $1 and user_id = $2',
      [accountId, userId],
    );
    if (!rowCount) throw new Error(`account ${accountId} is not accessible to ${userId}`);
  }

  async statementPage(query: StatementQuery, limit: number): Promise<StatementPage> {
    const { rows } = await this.pool.query(
      `select id, booked_at as "bookedAt", amount_cents as "amountCents", counterparty, memo
         from entries
        where account_id = $1 and booked_at >= $2 and booked_at < $3 and id > $4
        order by id
        limit $5`,
      [query.accountId, query.from, query.to, query.afterId, limit + 1],
    );
    const page = rows.slice(0, limit);
    return { rows: page, lastId: page.at(-1)?.id ?? query.afterId, hasMore: rows.length > limit };
  }

  async quoteTransfer(from: string, to: string, amountCents: number): Promise<TransferQuote> {
    const { rows } = await this.pool.query('select * from quote_transfer($1, $2, $3)', [from, to, amountCents]);
    return { id: rows[0].quote_id, feeCents: rows[0].fee_cents, fxRate: rows[0].fx_rate ?? undefined };
  }

  async executeTransfer(
    quoteId: string,
    t: { fromAccount: string; toAccount: string; amountCents: number; memo?: string; initiatedBy: string },
  ): Promise<{ reference: string }> {
    const { rows } = await this.pool.query('select execute_transfer($1, $2, $3, $4, $5, $6) as reference', [
      quoteId,
      t.fromAccount,
      t.toAccount,
      t.amountCents,
      t.memo ?? null,
      t.initiatedBy,
    ]);
    return { reference: rows[0].reference };
  }
}
