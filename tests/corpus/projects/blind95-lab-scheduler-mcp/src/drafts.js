// Server-side storage for booking drafts in Redis; the client only ever holds a random handle.
import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';

const DRAFT_TTL_SECONDS = 900;
const HANDLE_PATTERN = /^[A-Za-z0-9_-]{24}$/;

export function createDraftStore(redisUrl) {
  const redis = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const keyOf = (handle) => `lab:draft:${handle}`;

  return {
    async create(ownerId, draft) {
      const handle = randomBytes(18).toString('base64url');
      await redis.set(keyOf(handle), JSON.stringify({ ownerId, draft }), 'EX', DRAFT_TTL_SECONDS);
      return handle;
    },

    async load(handle, ownerId) {
      if (typeof handle !== 'string' || !HANDLE_PATTERN.test(handle)) return null;
      const stored = await redis.get(keyOf(handle));
      if (!stored) return null;
      const record = JSON.parse(stored);
      return record.ownerId === ownerId ? record.draft : null;
    },

    async save(handle, ownerId, draft) {
      await redis.set(keyOf(handle), JSON.stringify({ ownerId, draft }), 'EX', DRAFT_TTL_SECONDS);
    },

    async discard(handle) {
      await redis.del(keyOf(handle));
    },
  };
}
