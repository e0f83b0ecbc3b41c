import { inject, injectable } from 'inversify';
import type Database from 'better-sqlite3';
import { TYPES } from '../types.js';

export interface Lot {
  id: string;
  reagent: string;
  room: string;
  shelf: string;
  quantity: number;
  unit: string;
  hazardClass?: string;
}

/** Server-side progress of a stocktake; the client only ever holds its random id. */
export interface StocktakeSession {
  id: string;
  userId: string;
  tool: string;
  room: string;
  shelves: string[];
  next: number;
  counts: Record<string, number>;
  expiresAt: number;
}

export abstract class InventoryRepository {
  abstract lot(id: string): Promise<Lot | undefined>;
  abstract lotsOnShelf(room: string, shelf: string): Promise<Lot[]>;
  abstract shelves(room: string): Promise<string[]>;
  abstract dispose(lotId: string, quantity: number, reason: string, actor: string): Promise<{ manifestNo: string }>;
  abstract applyCounts(room: string, counts: Record<string, number>, actor: string): Promise<number>;
  abstract saveStocktake(session: StocktakeSession): Promise<void>;
  abstract stocktake(id: string): Promise<StocktakeSession | undefined>;
  abstract dropStocktake(id: string): Promise<void>;
}

@injectable()
export class SqliteInventoryRepository extends InventoryRepository {
  constructor(@inject(TYPES.Database) private readonly db: Database.Database) {
    super();
  }

  async lot(id: string): Promise<Lot | undefined> {
    return this.db.prepare('select * from lots where id = ?').get(id) as Lot | undefined;
  }

  async lotsOnShelf(room: string, shelf: string): Promise<Lot[]> {
    return this.db.prepare('select * from lots where room = ? and shelf = ? order by reagent').all(room, shelf) as Lot[];
  }

  async shelves(room: string): Promise<string[]> {
    return (this.db.prepare('select distinct shelf from lots where room = ? order by shelf').all(room) as Array<{ shelf: string }>).map(
      (r) => r.shelf,
    );
  }

  async dispose(lotId: string, quantity: number, reason: string, actor: string): Promise<{ manifestNo: string }> {
    const tx = this.db.transaction(() => {
      this.db.prepare('update lots set quantity = quantity - ? where id = ? and quantity >= ?').run(quantity, lotId, quantity);
      const info = this.db
        .prepare('insert into disposals (lot_id, quantity, reason, actor, at) values (?, ?, ?, ?, unixepoch())')
        .run(lotId, quantity, reason, actor);
      return { manifestNo: `HW-${String(info.lastInsertRowid).padStart(6, '0')}` };
    });
    return tx();
  }

  async applyCounts(room: string, counts: Record<string, number>, actor: string): Promise<number> {
    const update = this.db.prepare('update lots set quantity = ?, counted_by = ?, counted_at = unixepoch() where id = ? and room = ?');
    const tx = this.db.transaction(() =>
      Object.entries(counts).reduce((n, [lotId, qty]) => n + update.run(qty, actor, lotId, room).changes, 0),
    );
    return tx();
  }

  async saveStocktake(session: StocktakeSession): Promise<void> {
    this.db
      .prepare('insert or replace into stocktakes (id, body, expires_at) values (?, ?, ?)')
      .run(session.id, JSON.stringify(session), session.expiresAt);
  }

  async stocktake(id: string): Promise<StocktakeSession | undefined> {
    const row = this.db.prepare('select body from stocktakes where id = ?').get(id) as { body: string } | undefined;
    return row ? (JSON.parse(row.body) as StocktakeSession) : undefined;
  }

  async dropStocktake(id: string): Promise<void> {
    this.db.prepare('delete from stocktakes where id = ?').run(id);
  }
}
