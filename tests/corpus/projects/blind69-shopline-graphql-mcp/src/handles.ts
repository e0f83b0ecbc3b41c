// Redis store for long-running bulk operations, addressed by random handles that only this server can resolve.
// @ts-nocheck
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

export type BulkRecord = {
  userId: string;
  shopId: string;
  tool: string;
  operationId: string;
  createdAt: number;
  finishedStatus?: string;
};

const TTL_SECONDS = 600;

export function createHandleStore(redis: Redis) {
  const keyOf = (handle: string) => `shopline:bulk:${handle}`;
  const indexOf = (operationId: string) => `shopline:bulkop:${operationId}`;

  return {
    async create(record: BulkRecord): Promise<string> {
      const handle = randomBytes(24).toString('base64url');
      await redis
        .multi()
        .set(keyOf(handle), JSON.stringify(record), 'EX', TTL_SECONDS, 'NX')
        .set(indexOf(record.operationId), handle, 'EX', TTL_SECONDS)
        .exec();
      return handle;
    },

    async get(handle: string): Promise<BulkRecord | null> {
      if (!/^[A-Za-z0-9_-]{32}$/.test(handle)) return null;
      const raw = await redis.get(keyOf(handle));
      return raw ? JSON.parse(raw) : null;
    },

    async touch(handle: string) {
      await redis.expire(keyOf(handle), TTL_SECONDS);
    },

    async remove(handle: string, operationId: string) {
      await redis.del(keyOf(handle), indexOf(operationId));
    },

    async noteFinished(operationId: string, status: string) {
      const handle = await redis.get(indexOf(operationId));
      if (!handle) return;
      const raw = await redis.get(keyOf(handle));
      if (!raw) return;
      const record = { ...JSON.parse(raw), finishedStatus: status };
      await redis.set(keyOf(handle), JSON.stringify(record), 'KEEPTTL');
    },
  };
}
