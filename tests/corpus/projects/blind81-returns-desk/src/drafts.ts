// Server-side storage for in-progress return drafts; the client only ever holds an opaque draft id.
// @ts-nocheck
import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { config } from './config.js';

const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2 });
const DRAFT_TTL_SECONDS = 600;

const keyOf = (userId: string, draftId: string) => `returns:draft:${userId}:${draftId}`;

export const saveDraft = (userId: string, draft) => {
  const draftId = randomBytes(18).toString('base64url');
  return redis.set(keyOf(userId, draftId), JSON.stringify(draft), 'EX', DRAFT_TTL_SECONDS).then(() => draftId);
};

export const loadDraft = (userId: string, draftId: string) =>
  redis.get(keyOf(userId, draftId)).then((raw) => (raw ? JSON.parse(raw) : null));

export const dropDraft = (userId: string, draftId: string) => redis.del(keyOf(userId, draftId));
