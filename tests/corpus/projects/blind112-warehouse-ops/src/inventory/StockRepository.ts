// Stock repository interface and an in-memory implementation for stock levels, moves and reservations.
// @ts-nocheck
export interface StockLevel {
  sku: string;
  site: string;
  onHand: number;
  reserved: number;
}

export abstract class StockRepository {
  abstract level(sku: string, site: string): Promise<StockLevel>;
  abstract move(sku: string, from: string, to: string, qty: number): Promise<void>;
  abstract reserve(sku: string, site: string, qty: number, orderRef: string): Promise<void>;

  async available(sku: string, site: string): Promise<number> {
    const l = await this.level(sku, site);
    return l.onHand - l.reserved;
  }
}

export class InMemoryStockRepository extends StockRepository {
  readonly #rows = new Map<string, StockLevel>();

  constructor(seed: StockLevel[] = []) {
    super();
    for (const row of seed) this.#rows.set(`${row.sku}@${row.site}`, { ...row });
  }

  async level(sku: string, site: string): Promise<StockLevel> {
    return this.#rows.get(`${sku}@${site}`) ?? { sku, site, onHand: 0, reserved: 0 };
  }

  async move(sku: string, from: string, to: string, qty: number): Promise<void> {
    const src = await this.level(sku, from);
    if (src.onHand - src.reserved < qty) throw new Error(`only ${src.onHand - src.reserved} of ${sku} free at ${from}`);
    const dst = await this.level(sku, to);
    this.#rows.set(`${sku}@${from}`, { ...src, onHand: src.onHand - qty });
    this.#rows.set(`${sku}@${to}`, { ...dst, onHand: dst.onHand + qty });
  }

  async reserve(sku: string, site: string, qty: number, _orderRef: string): Promise<void> {
    const row = await this.level(sku, site);
    if (row.onHand - row.reserved < qty) throw new Error('insufficient stock');
    this.#rows.set(`${sku}@${site}`, { ...row, reserved: row.reserved + qty });
  }
}
