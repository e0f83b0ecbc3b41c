import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { config } from './config.js';

export interface Order {
  readonly id: string;
  readonly customer: string;
  readonly totalCents: number;
  readonly refundedCents: number;
  readonly status: 'open' | 'shipped' | 'cancelled';
}

const call = <T>(path: string, init?: RequestInit): TE.TaskEither<Error, T> =>
  pipe(
    TE.tryCatch(() => fetch(new URL(path, config.ordersApi), init), (e) => new Error(String(e))),
    TE.filterOrElse(
      (res) => res.ok,
      (res) => new Error(`orders api answered ${res.status}`),
    ),
    TE.chain((res) => TE.tryCatch(() => res.json() as Promise<T>, (e) => new Error(String(e)))),
  );

export const getOrder = (orderId: string) => call<Order>(`/orders/${encodeURIComponent(orderId)}`);

export const refundOrder = (orderId: string, amountCents: number, actor: string) =>
  call<{ refundId: string }>(`/orders/${encodeURIComponent(orderId)}/refunds`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ amountCents, actor }),
  });

export const cancelOrder = (orderId: string, actor: string) =>
  call<{ status: string }>(`/orders/${encodeURIComponent(orderId)}/cancel`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ actor }),
  });

export const formatCents = (cents: number) => `$${(cents / 100).toFixed(2)}`;
