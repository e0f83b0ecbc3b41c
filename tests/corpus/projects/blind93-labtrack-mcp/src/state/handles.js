// Server-side storage for unfinished tool calls; the client only ever holds a random handle.
import { randomBytes } from 'node:crypto';

const HANDLE_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export function makeHandleStore(redis, ttlSeconds) {
  const keyOf = (handle) => `labtrack:pending:${handle}`;

  return {
    async create(owner, tool, data) {
      const handle = randomBytes(24).toString('base64url');
      const entry = JSON.stringify({ owner, tool, data, createdAt: Date.now() });
      await redis.set(keyOf(handle), entry, 'EX', ttlSeconds, 'NX');
      return handle;
    },

    async take(handle, owner, tool) {
      if (typeof handle !== 'string' || !HANDLE_PATTERN.test(handle)) return null;
      const stored = await redis.get(keyOf(handle));
      if (!stored) return null;
      const entry = JSON.parse(stored);
      if (entry.owner !== owner || entry.tool !== tool) return null;
      const removed = await redis.del(keyOf(handle));
      return removed === 1 ? entry.data : null;
    },
  };
}
