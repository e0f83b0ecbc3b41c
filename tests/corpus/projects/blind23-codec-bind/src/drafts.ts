import { randomUUID } from 'node:crypto';

export interface Draft {
  owner: string;
  listId: string;
  subject: string;
  html: string;
  createdAt: number;
}

const DRAFT_TTL_MS = 10 * 60 * 1000;

/**
 * Campaign drafts live here, not in requestState: the client only ever sees the random handle.
 */
export class DraftStore {
  private readonly drafts = new Map<string, Draft>();

  constructor(private readonly now: () => number = Date.now) {}

  put(draft: Omit<Draft, 'createdAt'>): string {
    this.sweep();
    const handle = randomUUID();
    this.drafts.set(handle, { ...draft, createdAt: this.now() });
    return handle;
  }

  /** Returns the draft only to the user who created it. */
  take(handle: string, owner: string): Draft | undefined {
    const draft = this.drafts.get(handle);
    if (!draft || draft.owner !== owner || this.now() - draft.createdAt > DRAFT_TTL_MS) return undefined;
    this.drafts.delete(handle);
    return draft;
  }

  private sweep(): void {
    const cutoff = this.now() - DRAFT_TTL_MS;
    for (const [handle, draft] of this.drafts) if (draft.createdAt < cutoff) this.drafts.delete(handle);
  }
}
