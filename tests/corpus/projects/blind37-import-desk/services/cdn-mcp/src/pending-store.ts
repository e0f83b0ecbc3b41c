import type { Redis } from 'ioredis';

export interface PendingPurge {
  userId: string;
  tool: string;
  zone: string;
  paths: string[];
  expiresAt: number;
}

/**
 * Purges wait here between the question and the answer. The client only ever sees the
 * random handle; the record itself never leaves Redis.
 */
export class PendingStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'cdn-mcp:pending:',
  ) {}

  async put(handle: string, record: PendingPurge): Promise<void> {
    const ttl = Math.max(1, record.expiresAt - Date.now());
    await this.redis.set(this.prefix + handle, JSON.stringify(record), 'PX', ttl);
  }

  /** Returns the record and deletes it, so a handle works once. */
  async take(handle: string): Promise<PendingPurge | null> {
    const raw = await this.redis.getdel(this.prefix + handle);
    return raw ? (JSON.parse(raw) as PendingPurge) : null;
  }
}
