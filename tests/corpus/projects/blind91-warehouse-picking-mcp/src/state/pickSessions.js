// Server-side pick sessions in Redis; the client only ever holds the random handle.
import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { config } from '../config.js';

export const redis = new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });

const HANDLE = /^[A-Za-z0-9_-]{32}$/;
const keyOf = (handle) => `pick-session:${handle}`;

export async function createPickSession(record) {
  const handle = randomBytes(24).toString('base64url');
  await redis.set(keyOf(handle), JSON.stringify({ ...record, createdAt: Date.now() }), 'EX', config.pickSessionTtlSeconds, 'NX');
  return handle;
}

export async function takePickSession(handle, { userId, tool }) {
  if (typeof handle !== 'string' || !HANDLE.test(handle)) return null;
  const stored = await redis.get(keyOf(handle));
  if (!stored) return null;
  const record = JSON.parse(stored);
  if (record.userId !== userId || record.tool !== tool) return null;
  await redis.del(keyOf(handle));
  return record;
}
