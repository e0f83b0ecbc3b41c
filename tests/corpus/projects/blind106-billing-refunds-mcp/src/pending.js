// Server-side store for refund quotes awaiting confirmation; the client only ever sees the random id.
import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { config } from './config.js';

const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2 });
const TTL_SECONDS = 600;

export async function savePending(quote) {
  const pendingId = randomUUID();
  await redis.set(`refund-quote:${pendingId}`, JSON.stringify(quote), 'EX', TTL_SECONDS, 'NX');
  return pendingId;
}

export async function claimPending(pendingId) {
  if (typeof pendingId !== 'string') return null;
  const raw = await redis.getdel(`refund-quote:${pendingId}`);
  return raw ? JSON.parse(raw) : null;
}
