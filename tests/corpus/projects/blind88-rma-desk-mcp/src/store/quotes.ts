// Redis store for carrier label quotes, addressed by a random handle; the quote itself never leaves the server.
// @ts-nocheck
import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { settings } from '../settings.js';

const redis = new Redis(settings.redisUrl, { maxRetriesPerRequest: 2, enableAutoPipelining: true });
const TTL_SECONDS = 600;

export async function putQuote(ownerId: string, quote: unknown): Promise<string> {
  const handle = randomBytes(24).toString('base64url');
  await redis.set(`rma:quote:${handle}`, JSON.stringify({ ownerId, quote }), 'EX', TTL_SECONDS);
  return handle;
}

export async function takeQuote(handle: string, ownerId: string) {
  if (!/^[A-Za-z0-9_-]{32}$/.test(handle)) return null;
  const raw = await redis.getdel(`rma:quote:${handle}`);
  if (!raw) return null;
  const entry = JSON.parse(raw);
  return entry.ownerId === ownerId ? entry.quote : null;
}

