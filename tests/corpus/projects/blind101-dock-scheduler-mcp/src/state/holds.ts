// Server-side tentative holds on dock slots, kept in Redis and referenced by an opaque random handle.
// @ts-nocheck
import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';

const HOLD_TTL_S = 600;
const HANDLE_RE = /^h1_[A-Za-z0-9_-]{32}$/;

export interface Hold {
  userId: string;
  tool: string;
  slotId: number;
  argsDigest: string;
  createdAt: number;
}

export function createHoldStore(redisUrl: string) {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 });

  return {
    async place(hold: Hold): Promise<string | null> {
      const handle = `h1_${randomBytes(24).toString('base64url')}`;
      const locked = await redis.set(`dock:slotlock:${hold.slotId}`, handle, 'EX', HOLD_TTL_S, 'NX');
      if (locked !== 'OK') return null;
      await redis.set(`dock:hold:${handle}`, JSON.stringify(hold), 'EX', HOLD_TTL_S);
      return handle;
    },

    async take(handle: unknown): Promise<Hold | null> {
      if (typeof handle !== 'string' || !HANDLE_RE.test(handle)) return null;
      const stored = await redis.getdel(`dock:hold:${handle}`);
      return stored ? JSON.parse(stored) : null;
    },

    async release(slotId: number): Promise<void> {
      await redis.del(`dock:slotlock:${slotId}`);
    },

    quit: () => redis.quit(),
  };
}

export type HoldStore = ReturnType<typeof createHoldStore>;
