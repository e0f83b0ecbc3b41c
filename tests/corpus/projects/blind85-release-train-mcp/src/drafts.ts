// Redis-backed store for release-note drafts, keyed by a random draft id and owned by one user.
// @ts-nocheck
import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { z } from 'zod';
import { env } from './env.js';

export const redis = new Redis(env.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 3 });

const DRAFT_TTL_SECONDS = 600;

const DraftRecord = z.object({
  ownerId: z.string(),
  repo: z.string(),
  tag: z.string(),
  targetSha: z.string().regex(/^[0-9a-f]{40}$/),
  name: z.string(),
  body: z.string(),
  createdAt: z.string().datetime(),
});
export type DraftRecord = z.infer<typeof DraftRecord>;

const draftKey = (id: string) => `rt:draft:${id}`;

export async function saveDraft(record: Omit<DraftRecord, 'createdAt'>): Promise<string> {
  const id = randomUUID();
  const value = DraftRecord.parse({ ...record, createdAt: new Date().toISOString() });
  await redis.set(draftKey(id), JSON.stringify(value), 'EX', DRAFT_TTL_SECONDS, 'NX');
  return id;
}

export async function loadDraft(id: string): Promise<DraftRecord | null> {
  const raw = await redis.get(draftKey(id));
  if (raw === null) return null;
  const parsed = DraftRecord.safeParse(JSON.parse(raw));
  return parsed.success ? parsed.data : null;
}

export async function deleteDraft(id: string): Promise<void> {
  await redis.del(draftKey(id));
}

export async function forgetReleaseCache(repo: string): Promise<void> {
  await redis.del(`rt:releases:${repo.toLowerCase()}`);
}
