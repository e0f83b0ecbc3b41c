import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { config } from './config.js';

export const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableAutoPipelining: true });

const PREFIX = 'dispatch:pending:';
const TTL_SECONDS = 5 * 60;

/** Parks a confirmation server-side and returns the short handle the client echoes back. */
export async function put(record) {
  const handle = randomBytes(16).toString('base64url');
  await redis.set(PREFIX + handle, JSON.stringify({ ...record, createdAt: Date.now() }), 'EX', TTL_SECONDS);
  return handle;
}

/** Single use: the record is gone after the first take. */
export async function take(handle) {
  if (typeof handle !== 'string' || handle.length === 0 || handle.length > 64) return null;
  const raw = await redis.getdel(PREFIX + handle);
  return raw ? JSON.parse(raw) : null;
}
