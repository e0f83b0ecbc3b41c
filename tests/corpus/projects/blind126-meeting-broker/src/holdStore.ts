// SQLite-shaped in-memory store of tentative meeting slot holds with expiry.
// @ts-nocheck
import { randomUUID } from 'node:crypto';

export interface Hold {
  id: string;
  owner: string;
  calendarId: string;
  slots: string[];
  createdAt: number;
  expiresAt: number;
}

/**
 * Looks like a sqlite table on purpose (prepare/run/get) so the real
 * better-sqlite3 backend used in production is a drop-in swap.
 */
class Statement<A extends unknown[], R> {
  constructor(private readonly fn: (...args: A) => R) {}
  run(...args: A): R {
    return this.fn(...args);
  }
  get(...args: A): R {
    return this.fn(...args);
  }
}

export class HoldStore {
  private rows = new Map<string, Hold>();

  readonly insert = new Statement((owner: string, calendarId: string, slots: string[], ttlMs: number) => {
    const now = Date.now();
    const hold: Hold = { id: randomUUID(), owner, calendarId, slots, createdAt: now, expiresAt: now + ttlMs };
    this.rows.set(hold.id, hold);
    return hold;
  });

  readonly byId = new Statement((id: string) => {
    const row = this.rows.get(id);
    return row && row.expiresAt > Date.now() ? row : undefined;
  });

  readonly remove = new Statement((id: string) => this.rows.delete(id));

  readonly purgeExpired = new Statement(() => {
    let n = 0;
    for (const [id, row] of this.rows) if (row.expiresAt <= Date.now() && this.rows.delete(id)) n++;
    return n;
  });
}

export const holds = new HoldStore();
setInterval(() => holds.purgeExpired.run(), 60_000).unref();
