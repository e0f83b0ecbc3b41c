// Redis-backed store for paused tool calls; the client only ever holds a random handle to a record.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { config } from './config.js';

const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableAutoPipelining: true });

const PREFIX = 'permitdesk:pending:';
const HANDLE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const PENDING_API_VERSION = 3;

export async function park({ userId, tool, digest, data }) {
  const handle = randomBytes(32).toString('base64url');
  const record = {
    apiVersion: PENDING_API_VERSION,
    userId,
    tool,
    digest,
    data,
    createdAt: new Date().toISOString(),
  };
  const ok = await redis.set(PREFIX + handle, JSON.stringify(record), 'EX', config.pendingTtlSeconds, 'NX');
  if (ok !== 'OK') throw new Error('could not store pending call');
  return handle;
}

export async function claim(handle, { userId, tool, digest }) {
  if (typeof handle !== 'string' || !HANDLE_PATTERN.test(handle)) return null;
  const stored = await redis.getdel(PREFIX + handle);
  if (!stored) return null;
  const record = JSON.parse(stored);
  if (record.apiVersion !== PENDING_API_VERSION) return null;
  if (record.userId !== userId || record.tool !== tool || record.digest !== digest) return null;
  return record.data;
}

export async function closeStore() {
  await redis.quit();
}
