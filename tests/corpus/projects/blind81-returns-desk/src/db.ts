// Postgres queries for orders, return authorisations and carrier scans.
// @ts-nocheck
import postgres from 'postgres';
import * as R from 'ramda';
import { config } from './config.js';

const sql = postgres(config.databaseUrl, { max: 10, idle_timeout: 30 });

const first = R.propOr(null, 0);

export const orderInStore = (storeId: string, orderId: string) =>
  sql`select id, number, customer_email, placed_at, currency
        from orders where id = ${orderId} and store_id = ${storeId}`.then(first);

export const returnableLines = (orderId: string) =>
  sql`select l.id, l.sku, l.title, l.quantity, l.unit_price_cents
        from order_lines l
       where l.order_id = ${orderId}
         and l.delivered_at > now() - interval '60 days'
         and not exists (select 1 from return_lines r where r.order_line_id = l.id)`;

export const createReturn = (orderId: string, lineIds: string[], reason: string, agentId: string) =>
  sql.begin(async (tx) => {
    const [rma] = await tx`insert into returns (order_id, reason, status, created_by)
                           values (${orderId}, ${reason}, 'awaiting_parcel', ${agentId})
                           returning id, number`;
    await tx`insert into return_lines ${tx(lineIds.map((id) => ({ return_id: rma.id, order_line_id: id })))}`;
    return rma;
  });

export const returnInStore = (storeId: string, returnId: string) =>
  sql`select r.id, r.number, r.status, r.order_id, o.payment_ref, o.currency,
             coalesce(sum(l.unit_price_cents * l.quantity), 0)::int as value_cents
        from returns r
        join orders o on o.id = r.order_id
        join return_lines rl on rl.return_id = r.id
        join order_lines l on l.id = rl.order_line_id
       where r.id = ${returnId} and o.store_id = ${storeId}
       group by r.id, o.payment_ref, o.currency`.then(first);

export const markRefunded = (returnId: string, amountCents: number, refundRef: string, agentId: string) =>
  sql`update returns set status = 'refunded', refund_cents = ${amountCents}, refund_ref = ${refundRef},
             refunded_by = ${agentId}, refunded_at = now()
       where id = ${returnId} and status = 'received'
   returning id, number`.then(first);

export const recordScan = (trackingNumber: string, status: string, occurredAt: string) =>
  sql`update returns set status = case when ${status} = 'delivered' then 'received' else status end,
             last_scan = ${status}, last_scan_at = ${occurredAt}
       where tracking_number = ${trackingNumber}`;
