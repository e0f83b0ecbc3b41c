// Server-side store for carrier quotes: the client only ever sees a random handle that keys the Redis record.
// @ts-nocheck
import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { config } from '../config.js';

const redis = new Redis(config.redisUrl, { keyPrefix: 'wh-ops:' });
const TTL_SECONDS = 600;

export interface StoredQuote {
  label: string;
  serviceCode: string;
  priceCents: number;
  quoteToken: string;
}

export async function putQuotes(owner: string, orderId: string, quotes: StoredQuote[]): Promise<string> {
  const handle = randomBytes(24).toString('base64url');
  await redis.set(`quotes:${handle}`, JSON.stringify({ owner, orderId, quotes }), 'EX', TTL_SECONDS);
  return handle;
}

export async function takeQuotes(handle: string, owner: string, orderId: string): Promise<StoredQuote[] | undefined> {
  const raw = await redis.get(`quotes:${handle}`);
  if (!raw) return undefined;
  const record = JSON.parse(raw);
  if (record.owner !== owner || record.orderId !== orderId) return undefined;
  await redis.del(`quotes:${handle}`);
  return record.quotes;
}
