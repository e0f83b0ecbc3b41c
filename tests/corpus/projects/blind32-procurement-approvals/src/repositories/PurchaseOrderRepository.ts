import type pg from 'pg';

export type PurchaseOrderStatus = 'draft' | 'pending_approval' | 'approved' | 'submitted' | 'cancelled';

export interface PurchaseOrderLine {
  readonly sku: string;
  readonly description: string;
  readonly quantity: number;
  readonly unitPriceCents: number;
}

export interface PurchaseOrder {
  readonly id: string;
  readonly number: string;
  readonly status: PurchaseOrderStatus;
  readonly requesterId: string;
  readonly costCenter: string;
  readonly supplierName: string;
  readonly currency: string;
  readonly totalCents: number;
  readonly lines: readonly PurchaseOrderLine[];
}

export interface PurchaseOrderRepository {
  findById(id: string): Promise<PurchaseOrder | undefined>;
  markApproved(id: string, approverId: string): Promise<void>;
  markCancelled(id: string, cancelledBy: string, reason: string): Promise<void>;
  markSubmitted(id: string, supplierOrderRef: string): Promise<void>;
}

interface OrderRow {
  id: string;
  number: string;
  status: PurchaseOrderStatus;
  requester_id: string;
  cost_center: string;
  supplier_name: string;
  currency: string;
  total_cents: string;
  lines: PurchaseOrderLine[];
}

export class PgPurchaseOrderRepository implements PurchaseOrderRepository {
  constructor(private readonly pool: pg.Pool) {}

  async findById(id: string): Promise<PurchaseOrder | undefined> {
    const { rows } = await this.pool.query<OrderRow>(
      `select o.id, o.number, o.status, o.requester_id, o.cost_center, s.name as supplier_name, o.currency,
              o.total_cents, coalesce(json_agg(json_build_object(
                'sku', l.sku, 'description', l.description, 'quantity', l.quantity, 'unitPriceCents', l.unit_price_cents
              ) order by l.position) filter (where l.id is not null), '[]') as lines
         from purchase_orders o
         join suppliers s on s.id = o.supplier_id
         left join purchase_order_lines l on l.order_id = o.id
        where o.id = $1
        group by o.id, s.name`,
      [id],
    );
    const row = rows[0];
    return row === undefined ? undefined : toDomain(row);
  }

  async markApproved(id: string, approverId: string): Promise<void> {
    await this.transition(id, 'pending_approval', 'approved', { approved_by: approverId });
  }

  async markCancelled(id: string, cancelledBy: string, reason: string): Promise<void> {
    await this.pool.query(
      `update purchase_orders set status = 'cancelled', cancelled_by = $2, cancel_reason = $3, updated_at = now()
        where id = $1 and status in ('draft', 'pending_approval', 'approved')`,
      [id, cancelledBy, reason],
    );
  }

  async markSubmitted(id: string, supplierOrderRef: string): Promise<void> {
    await this.transition(id, 'approved', 'submitted', { supplier_order_ref: supplierOrderRef });
  }

  private async transition(
    id: string,
    from: PurchaseOrderStatus,
    to: PurchaseOrderStatus,
    extra: Record<string, string>,
  ): Promise<void> {
    const columns = Object.keys(extra);
    const assignments = columns.map((column, i) => `${column} = $${i + 4}`).join(', ');
    const result = await this.pool.query(
      `update purchase_orders set status = $3, ${assignments}, updated_at = now() where id = $1 and status = $2`,
      [id, from, to, ...columns.map((c) => extra[c])],
    );
    if (result.rowCount !== 1) throw new Error(`Purchase order ${id} is no longer ${from}`);
  }
}

function toDomain(row: OrderRow): PurchaseOrder {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    requesterId: row.requester_id,
    costCenter: row.cost_center,
    supplierName: row.supplier_name,
    currency: row.currency,
    totalCents: Number(row.total_cents),
    lines: row.lines,
  };
}
