import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { config } from './config.js';

/**
 * Pending confirmations live here, not in the client. The client only ever sees an opaque
 * 256-bit handle as requestState; the record behind it says who asked, for which tool and
 * with which arguments, and Redis drops it after PENDING_TTL_SECONDS.
 */

export const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2 });

export const PENDING_TTL_SECONDS = 5 * 60;
const PREFIX = 'concierge:pending:';
const HANDLE_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export async function stash(record) {
  const handle = randomBytes(32).toString('base64url');
  const stored = { ...record, expiresAt: Date.now() + PENDING_TTL_SECONDS * 1000 };
  await redis.set(PREFIX + handle, JSON.stringify(stored), 'EX', PENDING_TTL_SECONDS, 'NX');
  return handle;
}

export async function peek(handle) {
  if (typeof handle !== 'string' || !HANDLE_SHAPE.test(handle)) return null;
  const raw = await redis.get(PREFIX + handle);
  return raw ? JSON.parse(raw) : null;
}

/** True for exactly one caller: a confirmation can be used once. */
export async function consume(handle) {
  return (await redis.del(PREFIX + handle)) === 1;
}
