// In-memory store that keeps page drafts behind random, single-use, expiring handles.
// @ts-nocheck
import { randomBytes } from 'node:crypto';

export interface Draft {
  ownerId: string;
  pageId: string;
  body: string;
  expiresAt: number;
}

/**
 * Page bodies can be large and may hold unpublished text, so they stay here;
 * the round-trip state only carries the random handle.
 */
export class DraftStore {
  private readonly drafts = new Map<string, Draft>();

  constructor(private readonly ttlMs = 5 * 60 * 1000) {}

  put(ownerId: string, pageId: string, body: string): string {
    this.sweep();
    const handle = randomBytes(24).toString('base64url');
    this.drafts.set(handle, { ownerId, pageId, body, expiresAt: Date.now() + this.ttlMs });
    return handle;
  }

  take(handle: string, ownerId: string): Draft | undefined {
    const draft = this.drafts.get(handle);
    if (!draft || draft.ownerId !== ownerId || draft.expiresAt < Date.now()) return undefined;
    this.drafts.delete(handle);
    return draft;
  }

  private sweep(): void {
    const now = Date.now();
    for (const [h, d] of this.drafts) if (d.expiresAt < now) this.drafts.delete(h);
  }
}

export const drafts = new DraftStore();
