// Server-side store for pending uploads and preview links, keyed by random handles in Redis.
import { randomBytes, createHmac } from 'node:crypto';
import Redis from 'ioredis';

const PENDING_TTL_SECONDS = 600;

export function createUploadStore(redisUrl) {
  const redis = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });

  return {
    async putPending({ userId, space, uploadId, uploadUrl, filename }) {
      const handle = randomBytes(18).toString('base64url');
      await redis.set(
        `upload:${handle}`,
        JSON.stringify({ userId, space, uploadId, uploadUrl, filename, createdAt: Date.now() }),
        'EX',
        PENDING_TTL_SECONDS,
      );
      return handle;
    },
    async peekPending(handle) {
      if (typeof handle !== 'string' || !/^[A-Za-z0-9_-]{24}$/.test(handle)) return null;
      const raw = await redis.get(`upload:${handle}`);
      return raw ? JSON.parse(raw) : null;
    },
    async takePending(handle, userId) {
      if (typeof handle !== 'string' || !/^[A-Za-z0-9_-]{24}$/.test(handle)) return null;
      const raw = await redis.getdel(`upload:${handle}`);
      if (!raw) return null;
      const record = JSON.parse(raw);
      return record.userId === userId ? record : null;
    },
    close: () => redis.quit(),
  };
}

export function previewSignature(previewKey, space, entryId, expiresAt) {
  return createHmac('sha256', previewKey).update(`${space}\n${entryId}\n${expiresAt}`).digest('base64url');
}
