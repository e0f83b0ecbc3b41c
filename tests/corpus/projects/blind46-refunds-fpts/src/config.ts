import * as O from 'fp-ts/lib/Option.js';
import { pipe } from 'fp-ts/lib/function.js';

const env = (name: string): O.Option<string> => O.fromNullable(process.env[name]);

const intFrom = (name: string, fallback: number): number =>
  pipe(
    env(name),
    O.map((raw) => Number.parseInt(raw, 10)),
    O.filter(Number.isFinite),
    O.getOrElse(() => fallback),
  );

export interface RefundsConfig {
  readonly port: number;
  readonly ordersApi: string;
  readonly stateSecret: Buffer;
  readonly maxRefundCents: number;
}

export const config: RefundsConfig = {
  port: intFrom('PORT', 3333),
  ordersApi: pipe(
    env('ORDERS_API_URL'),
    O.getOrElse(() => 'http://orders.internal:8080'),
  ),
  stateSecret: pipe(
    env('REFUNDS_STATE_SECRET'),
    O.getOrElse(() => 'refunds-mcp-local-state-secret'),
    (secret) => Buffer.from(secret, 'utf8'),
  ),
  maxRefundCents: intFrom('MAX_REFUND_CENTS', 50_000),
};
