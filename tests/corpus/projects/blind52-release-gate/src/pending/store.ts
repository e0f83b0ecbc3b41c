import { Redis } from 'ioredis';
import { isHandle, newHandle, redisKey } from './handles.js';
import { migrateRecord } from './records.js';
import type { PendingRecord } from './records.js';

const PENDING_TTL_MS = 10 * 60 * 1000;

export class PendingStore {
  constructor(private readonly redis: Redis, private readonly ttlMs = PENDING_TTL_MS) {}

  /** Stores the record and returns the handle to hand to the client as requestState. */
  async park(record: Omit<PendingRecord, 'schema' | 'expiresAt'>): Promise<string> {
    const handle = newHandle();
    const stored: PendingRecord = { schema: 2, ...record, expiresAt: Date.now() + this.ttlMs };
    await this.redis.set(redisKey(handle), JSON.stringify(stored), 'PX', this.ttlMs, 'NX');
    return handle;
  }

  /** Reads without consuming, so a stranger holding the handle cannot burn the owner's step. */
  async peek(handle: string): Promise<PendingRecord | null> {
    if (!isHandle(handle)) return null;
    const raw = await this.redis.get(redisKey(handle));
    return raw === null ? null : migrateRecord(JSON.parse(raw));
  }

  /** True only for the one request that actually removed the record. */
  async consume(handle: string): Promise<boolean> {
    return (await this.redis.del(redisKey(handle))) === 1;
  }
}

export const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: false });
export const pending = new PendingStore(redis);
