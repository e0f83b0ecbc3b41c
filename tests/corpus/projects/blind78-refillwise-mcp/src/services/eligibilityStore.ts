// Keeps PBM eligibility responses server-side in Redis under random references, owned by one patient.
// @ts-nocheck
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { env } from '../env.js';

const redis = new Redis(env.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: false });
const TTL_SECONDS = 300;
const key = (ref: string) => `refillwise:elig:${ref}`;

export async function remember(ownerId: string, eligibility: Record<string, unknown>): Promise<string> {
  const ref = randomUUID();
  await redis.set(key(ref), JSON.stringify({ ownerId, eligibility }), 'EX', TTL_SECONDS);
  return ref;
}

export async function recall(ref: string, ownerId: string) {
  if (!/^[0-9a-f-]{36}$/.test(ref)) return null;
  const raw = await redis.get(key(ref));
  if (!raw) return null;
  const entry = JSON.parse(raw);
  if (entry.ownerId !== ownerId) return null;
  await redis.del(key(ref));
  return entry.eligibility;
}
