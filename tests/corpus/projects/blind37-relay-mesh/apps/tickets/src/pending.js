import { Redis } from 'ioredis';

const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { keyPrefix: 'tickets:pending:' });

// Records stay on the server; clients only hold the random handle that finds them.
export const pending = {
  async put(handle, record, ttlSeconds) {
    await redis.set(handle, JSON.stringify(record), 'EX', ttlSeconds);
  },
  async get(handle) {
    const raw = await redis.get(handle);
    return raw === null ? undefined : JSON.parse(raw);
  },
  async delete(handle) {
    await redis.del(handle);
  },
};
