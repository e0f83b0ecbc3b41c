import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

const HANDLE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface DraftOwner {
  userId: string;
  tool: string;
}

interface DraftRecord<T> extends DraftOwner {
  draft: T;
}

/**
 * Server-side wizard state. The client only ever sees a 256-bit random
 * handle; the draft itself, its owner and its lifetime live in Redis.
 */
export class DraftStore {
  constructor(
    private readonly redis: Redis,
    private readonly ttlSeconds = 600,
    private readonly prefix = 'cal:draft:',
  ) {}

  async create<T>(owner: DraftOwner, draft: T): Promise<string> {
    const handle = randomBytes(32).toString('base64url');
    const record: DraftRecord<T> = { ...owner, draft };
    await this.redis.set(this.prefix + handle, JSON.stringify(record), 'EX', this.ttlSeconds, 'NX');
    return handle;
  }

  /** Single use: the draft is deleted as it is read. */
  async take<T>(handle: string, owner: DraftOwner): Promise<T | null> {
    if (!HANDLE_PATTERN.test(handle)) return null;
    const raw = await this.redis.getdel(this.prefix + handle);
    if (!raw) return null;
    const record = JSON.parse(raw) as DraftRecord<T>;
    if (record.userId !== owner.userId || record.tool !== owner.tool) return null;
    return record.draft;
  }
}
