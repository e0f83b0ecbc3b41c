// Redis-backed pending confirmations; the client only ever holds an opaque random handle to one of them.
// @ts-nocheck
import { createHash, randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { config } from './config.js';

const redis = new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
const TTL_SECONDS = 600;

const slot = (handle: string) => `tolldesk:pending:${createHash('sha256').update(handle).digest('hex')}`;

export interface PendingEntry {
  userId: string;
  tool: string;
  [field: string]: unknown;
}

export async function putPending(entry: PendingEntry): Promise<string> {
  const handle = randomBytes(32).toString('base64url');
  await redis.set(slot(handle), JSON.stringify({ ...entry, createdAt: Date.now() }), 'EX', TTL_SECONDS, 'NX');
  return handle;
}

export async function takePending(handle: string | undefined, owner: { userId: string; tool: string }): Promise<PendingEntry | null> {
  if (typeof handle !== 'string' || handle.length !== 43) return null;
  const stored = await redis.getdel(slot(handle));
  if (!stored) return null;
  const entry = JSON.parse(stored) as PendingEntry;
  if (entry.userId !== owner.userId || entry.tool !== owner.tool) return null;
  return entry;
}
