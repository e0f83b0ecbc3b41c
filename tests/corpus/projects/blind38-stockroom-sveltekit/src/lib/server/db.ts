import postgres from 'postgres';
import { DATABASE_URL } from '$env/static/private';

export const sql = postgres(DATABASE_URL, { max: 10, idle_timeout: 30 });

export interface StockLine {
  sku: string;
  warehouse_id: string;
  on_hand: number;
  unit_cost_cents: number;
  description: string;
}

export async function stockLine(sku: string, warehouseId: string): Promise<StockLine | undefined> {
  const [row] = await sql<StockLine[]>`
    select sku, warehouse_id, on_hand, unit_cost_cents, description
    from stock_lines where sku = ${sku} and warehouse_id = ${warehouseId}`;
  return row;
}

export async function writeOff(sku: string, warehouseId: string, quantity: number, reason: string, actor: string) {
  return sql.begin(async (tx) => {
    const [line] = await tx<StockLine[]>`
      update stock_lines set on_hand = on_hand - ${quantity}
      where sku = ${sku} and warehouse_id = ${warehouseId} and on_hand >= ${quantity}
      returning sku, warehouse_id, on_hand, unit_cost_cents, description`;
    if (!line) throw new Error('not enough stock on hand');
    await tx`insert into stock_movements (sku, warehouse_id, delta, kind, reason, actor)
             values (${sku}, ${warehouseId}, ${-quantity}, 'write_off', ${reason}, ${actor})`;
    return line;
  });
}

export async function saveFeedSubscription(
  supplierId: string,
  feedId: string,
  credentialRef: string,
  createdBy: string,
): Promise<void> {
  await sql`insert into supplier_feeds (supplier_id, feed_id, credential_ref, created_by)
            values (${supplierId}, ${feedId}, ${credentialRef}, ${createdBy})
            on conflict (supplier_id, feed_id) do update set credential_ref = excluded.credential_ref`;
}

export async function recordSupplierEvent(supplierId: string, kind: string, payload: unknown): Promise<void> {
  await sql`insert into supplier_events (supplier_id, kind, payload) values (${supplierId}, ${kind}, ${sql.json(payload as never)})`;
}
