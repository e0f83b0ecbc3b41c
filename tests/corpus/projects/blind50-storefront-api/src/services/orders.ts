import knex from 'knex';
import { config } from '../config.js';

export const db = knex({ client: 'pg', connection: config.databaseUrl, pool: { min: 0, max: 10 } });

export interface OrderLine {
  sku: string;
  quantity: number;
  unitPriceCents: number;
}

export interface Order {
  id: number;
  customerId: string;
  status: 'placed' | 'paid' | 'shipped' | 'cancelled' | 'refunded';
  totalCents: number;
  createdAt: Date;
  lines: OrderLine[];
}

export async function findOrder(id: number, customerId: string): Promise<Order | undefined> {
  const order = await db('orders').where({ id, customer_id: customerId }).first();
  if (!order) return undefined;
  const lines = await db('order_lines').where({ order_id: id }).select('sku', 'quantity', 'unit_price_cents as unitPriceCents');
  return {
    id: order.id,
    customerId: order.customer_id,
    status: order.status,
    totalCents: order.total_cents,
    createdAt: order.created_at,
    lines,
  };
}

export async function listOrders(customerId: string, offset: number, limit: number, sort: string) {
  const column = ['created_at', 'total_cents'].includes(sort) ? sort : 'created_at';
  return db('orders').where({ customer_id: customerId }).orderBy(column, 'desc').offset(offset).limit(limit);
}

export async function cancelOrder(id: number, actor: string): Promise<void> {
  await db.transaction(async (trx) => {
    await trx('orders').where({ id }).whereIn('status', ['placed', 'paid']).update({ status: 'cancelled' });
    await trx('order_events').insert({ order_id: id, kind: 'cancelled', actor, at: trx.fn.now() });
  });
}

// The inventory service authorises each call with the end user's own token, so reservations are
// attributed to (and rate limited per) the shopper.
export async function reserveStock(lines: OrderLine[], bearer: string): Promise<{ reservationId: string }> {
  const res = await fetch(`${config.inventory.baseUrl}/v1/reservations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
    body: JSON.stringify({ lines: lines.map(({ sku, quantity }) => ({ sku, quantity })) }),
    signal: AbortSignal.timeout(config.inventory.timeoutMs),
  });
  if (!res.ok) throw new Error(`inventory: ${res.status}`);
  return res.json() as Promise<{ reservationId: string }>;
}

export async function createReorder(customerId: string, sourceOrderId: number, lines: OrderLine[], reservationId: string) {
  const [row] = await db('orders')
    .insert({
      customer_id: customerId,
      status: 'placed',
      total_cents: lines.reduce((sum, l) => sum + l.quantity * l.unitPriceCents, 0),
      reorder_of: sourceOrderId,
      reservation_id: reservationId,
    })
    .returning('id');
  await db('order_lines').insert(lines.map((l) => ({ order_id: row.id, sku: l.sku, quantity: l.quantity, unit_price_cents: l.unitPriceCents })));
  return row.id as number;
}
