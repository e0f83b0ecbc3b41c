import { Database } from 'bun:sqlite';

export class Inventory {
  #db;

  constructor(path) {
    this.#db = new Database(path, { create: true, strict: true });
    this.#db.run('PRAGMA journal_mode = WAL');
    this.#db.run(`CREATE TABLE IF NOT EXISTS stock (
      sku TEXT NOT NULL, warehouse TEXT NOT NULL, on_hand INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (sku, warehouse))`);
    this.#db.run(`CREATE TABLE IF NOT EXISTS purchase_orders (
      id TEXT PRIMARY KEY, sku TEXT NOT NULL, quantity INTEGER NOT NULL, offer_id TEXT NOT NULL,
      requested_by TEXT NOT NULL, created_at INTEGER NOT NULL)`);
    this.#db.run(`CREATE TABLE IF NOT EXISTS write_offs (
      sku TEXT NOT NULL, warehouse TEXT NOT NULL, quantity INTEGER NOT NULL,
      actor TEXT NOT NULL, reason TEXT NOT NULL, at INTEGER NOT NULL)`);
  }

  item(sku, warehouse) {
    const row = this.#db
      .query('SELECT sku, warehouse, on_hand AS onHand FROM stock WHERE sku = $sku AND warehouse = $warehouse')
      .get({ sku, warehouse });
    return row ?? null;
  }

  receive(sku, warehouse, quantity) {
    this.#db
      .query(`INSERT INTO stock (sku, warehouse, on_hand) VALUES ($sku, $warehouse, $quantity)
              ON CONFLICT (sku, warehouse) DO UPDATE SET on_hand = on_hand + excluded.on_hand`)
      .run({ sku, warehouse, quantity });
  }

  createPurchaseOrder({ sku, quantity, offerId, requestedBy }) {
    const po = { id: `PO-${crypto.randomUUID()}`, sku, quantity, offerId, requestedBy };
    this.#db
      .query(`INSERT INTO purchase_orders (id, sku, quantity, offer_id, requested_by, created_at)
              VALUES ($id, $sku, $quantity, $offerId, $requestedBy, $at)`)
      .run({ ...po, at: Date.now() });
    return po;
  }

  /** Writes off everything on hand, but only if nobody changed the count since the user confirmed. */
  decommission(sku, warehouse, { actor, reason, expectedOnHand }) {
    return this.#db.transaction(() => {
      const current = this.item(sku, warehouse);
      if (!current || current.onHand !== expectedOnHand) return 0;
      this.#db.query('UPDATE stock SET on_hand = 0 WHERE sku = $sku AND warehouse = $warehouse').run({ sku, warehouse });
      this.#db
        .query(`INSERT INTO write_offs (sku, warehouse, quantity, actor, reason, at)
                VALUES ($sku, $warehouse, $quantity, $actor, $reason, $at)`)
        .run({ sku, warehouse, quantity: current.onHand, actor, reason, at: Date.now() });
      return current.onHand;
    })();
  }
}
