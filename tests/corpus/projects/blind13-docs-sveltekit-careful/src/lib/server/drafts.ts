import { randomUUID } from "node:crypto";
import Redis from "ioredis";
import { env } from "$env/dynamic/private";

const redis = new Redis(env.REDIS_URL ?? "redis://127.0.0.1:6379");
const DRAFT_TTL_SECONDS = 600;

export interface Draft {
  ownerId: string;
  pageId: string;
  markdown: string;
  createdAt: number;
}

/** Large edits stay server-side; the client only ever sees the random draft id. */
export async function stashDraft(draft: Omit<Draft, "createdAt">): Promise<string> {
  const id = randomUUID();
  await redis.set(`draft:${id}`, JSON.stringify({ ...draft, createdAt: Date.now() }), "EX", DRAFT_TTL_SECONDS);
  return id;
}

export async function takeDraft(id: string, ownerId: string): Promise<Draft | null> {
  const raw = await redis.getdel(`draft:${id}`);
  if (!raw) return null;
  const draft: Draft = JSON.parse(raw);
  return draft.ownerId === ownerId ? draft : null;
}
