// Server-side scratch storage: unguessable handles that key short-lived registrar sessions in Redis.
// @ts-nocheck
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { config } from './config.js';

const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2 });
const PREFIX = 'loanroom:session:';

export async function stash(value: Record<string, unknown>, ttlSeconds = 600): Promise<string> {
  const handle = randomBytes(24).toString('base64url');
  await redis.set(PREFIX + handle, JSON.stringify(value), 'EX', ttlSeconds);
  return handle;
}

export async function claim(handle: string, ownerId: string) {
  if (typeof handle !== 'string' || !/^[A-Za-z0-9_-]{32}$/.test(handle)) return null;
  const raw = await redis.getdel(PREFIX + handle);
  if (!raw) return null;
  const value = JSON.parse(raw);
  return value.ownerId === ownerId ? value : null;
}
