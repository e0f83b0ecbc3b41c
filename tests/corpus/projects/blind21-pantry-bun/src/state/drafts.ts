// Server-side drafts. The client only ever sees an unguessable handle; everything that matters
// (owner, tool, expiry, content) stays here.

const DRAFT_TTL_MS = 10 * 60 * 1000;
const HANDLE_PREFIX = 'draft_';

export interface Draft<T> {
  ownerId: string;
  tool: string;
  expiresAt: number;
  value: T;
}

export class DraftStore {
  private readonly drafts = new Map<string, Draft<unknown>>();

  constructor(private readonly now: () => number = Date.now) {
    setInterval(() => this.sweep(), 60_000).unref();
  }

  put<T>(ownerId: string, tool: string, value: T): string {
    const handle = `${HANDLE_PREFIX}${crypto.randomUUID()}`;
    this.drafts.set(handle, { ownerId, tool, expiresAt: this.now() + DRAFT_TTL_MS, value });
    return handle;
  }

  /** Returns the draft only to its owner, for the tool that created it, before it expires. Single use. */
  take<T>(handle: string | undefined, ownerId: string, tool: string): T | null {
    if (!handle || !handle.startsWith(HANDLE_PREFIX)) return null;
    const draft = this.drafts.get(handle);
    if (!draft) return null;
    this.drafts.delete(handle);
    if (draft.ownerId !== ownerId || draft.tool !== tool || draft.expiresAt <= this.now()) return null;
    return draft.value as T;
  }

  private sweep(): void {
    const t = this.now();
    for (const [handle, draft] of this.drafts) if (draft.expiresAt <= t) this.drafts.delete(handle);
  }
}
