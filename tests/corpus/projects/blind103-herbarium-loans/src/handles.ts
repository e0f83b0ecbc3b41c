// Server-side drafts in Redis; the client only ever holds a random, single-use handle to them.
// @ts-nocheck
import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { env } from './env.js';

const redis = new Redis(env.redisUrl, { maxRetriesPerRequest: 2, enableAutoPipelining: true });

const draftKeyPrefix = 'loan-draft:';
const DRAFT_TTL_SECONDS = 600;
const HANDLE_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export async function stash(userId: string, tool: string, data: unknown): Promise<string> {
  const handle = randomBytes(32).toString('base64url');
  const record = JSON.stringify({ userId, tool, data, createdAt: Date.now() });
  await redis.set(draftKeyPrefix + handle, record, 'EX', DRAFT_TTL_SECONDS, 'NX');
  return handle;
}

export async function claim<T>(handle: unknown, userId: string, tool: string): Promise<T | undefined> {
  if (typeof handle !== 'string' || !HANDLE_SHAPE.test(handle)) return undefined;
  const stored = await redis.getdel(draftKeyPrefix + handle);
  if (!stored) return undefined;
  const record = JSON.parse(stored);
  if (record.userId !== userId || record.tool !== tool) return undefined;
  return record.data as T;
}

export function closeRedis() {
  return redis.quit();
}
