// Short-lived server-side holds on offered slots, addressed by random handles stored in Redis.
// @ts-nocheck
import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { config } from './config.js';

const redis = new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });

export interface Hold {
  userId: string;
  clinicId: string;
  slotIds: string[];
}

export async function createHold(hold: Hold): Promise<string> {
  const holdId = randomUUID();
  await redis.set(`slot-hold:${holdId}`, JSON.stringify(hold), 'EX', config.holdSeconds, 'NX');
  return holdId;
}

export async function takeHold(holdId: string): Promise<Hold | null> {
  if (typeof holdId !== 'string' || !/^[0-9a-f-]{36}$/.test(holdId)) return null;
  const raw = await redis.getdel(`slot-hold:${holdId}`);
  return raw ? JSON.parse(raw) : null;
}
