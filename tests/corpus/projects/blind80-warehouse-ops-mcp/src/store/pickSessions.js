// Redis-held pick-list sessions; the client only carries a random handle to the session.
import { randomBytes } from 'node:crypto';

const TTL_SECONDS = 600;
const HANDLE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function createPickSessions({ redis }) {
  const key = (handle) => `wms:pick-session:${handle}`;

  return {
    async start(ownerId, tool, session) {
      const handle = randomBytes(32).toString('base64url');
      await redis.set(key(handle), JSON.stringify({ ownerId, tool, session }), 'EX', TTL_SECONDS);
      return handle;
    },

    async resume(handle, ownerId, tool) {
      if (typeof handle !== 'string' || !HANDLE_PATTERN.test(handle)) return null;
      const stored = await redis.get(key(handle));
      if (!stored) return null;
      const record = JSON.parse(stored);
      if (record.ownerId !== ownerId || record.tool !== tool) return null;
      return record.session;
    },

    async finish(handle) {
      await redis.del(key(handle));
    },
  };
}
