// Postgres access for charges and refunds, exposed as TaskEither-returning functions over a shared pool.
// @ts-nocheck
import pg from 'pg';
import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';

export type Charge = {
  id: string;
  owner_id: string;
  amount_cents: number;
  refunded_cents: number;
  currency: string;
  status: 'authorized' | 'captured' | 'voided' | 'refunded';
  created_at: Date;
};

export const makeDb = (databaseUrl: string) => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, idleTimeoutMillis: 30_000 });

  const query = <T>(sql: string, params: unknown[]): TE.TaskEither<string, T[]> =>
    TE.tryCatch(
      () => pool.query(sql, params).then((r) => r.rows as T[]),
      (e) => `database error: ${(e as Error).message}`,
    );

  const one = <T>(sql: string, params: unknown[], what: string): TE.TaskEither<string, T> =>
    pipe(
      query<T>(sql, params),
      TE.chain((rows) => (rows.length > 0 ? TE.right(rows[0]) : TE.left(`${what} not found`))),
    );

  return {
    chargeForOwner: (chargeId: string, ownerId: string) =>
      one<Charge>(
        `select id, owner_id, amount_cents, refunded_cents, currency, status, created_at
           from charges where id = $1 and owner_id = $2`,
        [chargeId, ownerId],
        `charge ${chargeId}`,
      ),

    recentCharges: (ownerId: string, limit: number) =>
      query<Charge>(
        `select id, owner_id, amount_cents, refunded_cents, currency, status, created_at
           from charges where owner_id = $1 order by created_at desc limit $2`,
        [ownerId, limit],
      ),

    recordRefund: (chargeId: string, amountCents: number, actorId: string, reason: string) =>
      one<{ id: string; created_at: Date }>(
        `with bumped as (
           update charges set refunded_cents = refunded_cents + $2
            where id = $1 and refunded_cents + $2 <= amount_cents
            returning id)
         insert into refunds (charge_id, amount_cents, actor_id, reason)
         select id, $2, $3, $4 from bumped
         returning id, created_at`,
        [chargeId, amountCents, actorId, reason],
        'refundable charge',
      ),
  };
};

export type Db = ReturnType<typeof makeDb>;
