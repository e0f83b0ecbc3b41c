// Server-side drafts in Redis, addressed by random handles that are safe to hand to clients.
import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { config } from './config.js';

const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableAutoPipelining: true });
const DRAFT_TTL_SECONDS = 300;
const keyOf = (id) => `permitdesk:draft:${id}`;

export async function saveDraft(ownerId, data) {
  const id = randomUUID();
  await redis.set(keyOf(id), JSON.stringify({ ownerId, createdAt: Date.now(), data }), 'EX', DRAFT_TTL_SECONDS);
  return id;
}

export async function claimDraft(id, ownerId) {
  if (typeof id !== 'string' || !/^[0-9a-f-]{36}$/.test(id)) return null;
  const stored = await redis.get(keyOf(id));
  if (!stored) return null;
  const draft = JSON.parse(stored);
  if (draft.ownerId !== ownerId) return null;
  await redis.del(keyOf(id));
  return draft.data;
}

export async function closeDrafts() {
  await redis.quit();
}
