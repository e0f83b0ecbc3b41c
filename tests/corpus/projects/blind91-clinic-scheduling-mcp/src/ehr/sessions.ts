// Keeps EHR slot holds (and their hold tokens) in Redis; callers only get an opaque random handle.
// @ts-nocheck
import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';

export interface HoldRecord {
  userId: string;
  holdId: string;
  holdToken: string;
  slotId: string;
}

export function createHoldStore(redis: ReturnType<typeof createClient>, maxTtlSeconds: number) {
  const keyOf = (handle: string) => `ehr-hold:${handle}`;

  return {
    async stash(record: HoldRecord, holdExpiresAt: string): Promise<string> {
      const handle = randomBytes(24).toString('base64url');
      const secondsLeft = Math.floor((Date.parse(holdExpiresAt) - Date.now()) / 1000);
      const ttl = Math.max(1, Math.min(maxTtlSeconds, secondsLeft));
      await redis.set(keyOf(handle), JSON.stringify(record), { EX: ttl, NX: true });
      return handle;
    },

    async claim(handle: string, userId: string): Promise<HoldRecord | null> {
      if (!/^[A-Za-z0-9_-]{32}$/.test(handle ?? '')) return null;
      const stored = await redis.get(keyOf(handle));
      if (!stored) return null;
      const record: HoldRecord = JSON.parse(stored);
      if (record.userId !== userId) return null;
      await redis.del(keyOf(handle));
      return record;
    },
  };
}
