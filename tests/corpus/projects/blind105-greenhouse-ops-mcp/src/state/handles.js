// Server-side store for pending confirmations: requestState carries only a random handle that keys a Redis record.
import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';

const HANDLE_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const TTL_SECONDS = 600;

export const makeHandleStore = (redisUrl) => {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  const keyOf = (handle) => `greenhouse:pending:${handle}`;

  const stash = async (record) => {
    const handle = randomBytes(32).toString('base64url');
    await redis.set(keyOf(handle), JSON.stringify(record), 'EX', TTL_SECONDS, 'NX');
    return handle;
  };

  const claim = async (handle, { userId, tool }) => {
    if (typeof handle !== 'string' || !HANDLE_SHAPE.test(handle)) return null;
    const stored = await redis.get(keyOf(handle));
    if (!stored) return null;
    const record = JSON.parse(stored);
    if (record.userId !== userId || record.tool !== tool) return null;
    const removed = await redis.del(keyOf(handle));
    return removed === 1 ? record : null;
  };

  return { stash, claim };
};
