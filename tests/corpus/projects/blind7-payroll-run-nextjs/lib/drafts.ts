import { randomUUID } from 'node:crypto';

export interface Draft {
  userId: string;
  entity: string;
  period: string;
  employees: number;
  grossCents: number;
  upstreamToken: string;
  expiresAt: number;
}

const DRAFT_TTL_MS = 5 * 60 * 1000;
const drafts = new Map<string, Draft>();

function sweep(now = Date.now()): void {
  for (const [id, d] of drafts) if (d.expiresAt <= now) drafts.delete(id);
}

export function putDraft(d: Omit<Draft, 'expiresAt'>): string {
  sweep();
  const id = randomUUID();
  drafts.set(id, { ...d, expiresAt: Date.now() + DRAFT_TTL_MS });
  return id;
}

// single use: a confirmed draft cannot be replayed
export function takeDraft(id: string, userId: string): Draft | undefined {
  const d = drafts.get(id);
  if (!d) return undefined;
  drafts.delete(id);
  if (d.userId !== userId || d.expiresAt <= Date.now()) return undefined;
  return d;
}
