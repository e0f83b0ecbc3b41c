// Server-side storage for half-finished tool calls, keyed by random handles with a short Redis TTL.
// @ts-nocheck
import { randomBytes } from 'node:crypto';
import type Redis from 'ioredis';

const TTL_SECONDS = 600;

export interface PendingStore {
  put(userId: string, data: Record<string, unknown>): Promise<string>;
  take<T>(handle: string, userId: string): Promise<T | null>;
}

export class RedisPendingStore implements PendingStore {
  constructor(private readonly redis: Redis) {}

  async put(userId: string, data: Record<string, unknown>): Promise<string> {
    const handle = randomBytes(32).toString('base64url');
    await this.redis.set(`pending:${handle}`, JSON.stringify({ userId, data }), 'EX', TTL_SECONDS, 'NX');
    return handle;
  }

  async take<T>(handle: string, userId: string): Promise<T | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(handle)) return null;
    const raw = await this.redis.getdel(`pending:${handle}`);
    if (!raw) return null;
    const record = JSON.parse(raw);
    return record.userId === userId ? (record.data as T) : null;
  }
}
