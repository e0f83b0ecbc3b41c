import { DurableObject } from 'cloudflare:workers';

/** A confirmation waiting for the user's answer. One Durable Object per user holds them. */
export interface PendingRecord {
  userId: string;
  tool: string;
  argsDigest: string;
  summary: string;
  /** epoch milliseconds */
  expiresAt: number;
}

const PENDING_TTL_MS = 5 * 60 * 1000;

export class PendingConfirmations extends DurableObject {
  async hold(handle: string, record: Omit<PendingRecord, 'expiresAt'>): Promise<void> {
    const expiresAt = Date.now() + PENDING_TTL_MS;
    await this.ctx.storage.put(`p:${handle}`, { ...record, expiresAt });
    const alarm = await this.ctx.storage.getAlarm();
    if (alarm === null || alarm > expiresAt) await this.ctx.storage.setAlarm(expiresAt);
  }

  /** Single use: whatever the caller then decides, the record is gone. */
  async take(handle: string): Promise<PendingRecord | null> {
    const key = `p:${handle}`;
    const record = await this.ctx.storage.get<PendingRecord>(key);
    if (record === undefined) return null;
    await this.ctx.storage.delete(key);
    return record;
  }

  async alarm(): Promise<void> {
    const now = Date.now();
    const records = await this.ctx.storage.list<PendingRecord>({ prefix: 'p:' });
    const stale: string[] = [];
    let next = Infinity;
    for (const [key, record] of records) {
      if (record.expiresAt <= now) stale.push(key);
      else next = Math.min(next, record.expiresAt);
    }
    for (let i = 0; i < stale.length; i += 128) await this.ctx.storage.delete(stale.slice(i, i + 128));
    if (next !== Infinity) await this.ctx.storage.setAlarm(next);
  }
}
