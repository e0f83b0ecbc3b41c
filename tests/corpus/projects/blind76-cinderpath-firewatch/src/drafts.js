// Server-side drafts in Redis, addressed by a random id; the satellite order grant never leaves the server.
import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { config } from './config.js';

const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false });
const PREFIX = 'firewatch:draft:';

export async function putDraft(ownerId, data, ttlSeconds = config.stateTtlSeconds) {
  const draftId = randomUUID();
  await redis.set(PREFIX + draftId, JSON.stringify({ ownerId, data }), 'EX', ttlSeconds);
  return draftId;
}

/** Returns { status: 'ok', data } once, or { status: 'gone' } / { status: 'not-owner' }. */
export async function claimDraft(draftId, ownerId) {
  if (typeof draftId !== 'string' || !/^[0-9a-f-]{36}$/.test(draftId)) return { status: 'gone' };
  const stored = await redis.getdel(PREFIX + draftId);
  if (!stored) return { status: 'gone' };
  const draft = JSON.parse(stored);
  if (draft.ownerId !== ownerId) return { status: 'not-owner' };
  return { status: 'ok', data: draft.data };
}
