import { randomUUID } from 'node:crypto';

/** A merge the agent was asked to confirm; kept on the server, the client only sees the handle. */
export interface PendingMerge {
  readonly requestedBy: string;
  readonly sourceTicketId: string;
  readonly targetTicketId: string;
  readonly expiresAt: number;
}

export class PendingMergeRepository {
  private readonly entries = new Map<string, PendingMerge>();

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  save(merge: Omit<PendingMerge, 'expiresAt'>): string {
    this.sweep();
    const handle = randomUUID();
    this.entries.set(handle, { ...merge, expiresAt: this.now() + this.windowMs });
    return handle;
  }

  /** Single use: the entry is gone after the first read. Expired entries read as missing. */
  take(handle: string): PendingMerge | undefined {
    const entry = this.entries.get(handle);
    this.entries.delete(handle);
    if (entry === undefined || entry.expiresAt <= this.now()) return undefined;
    return entry;
  }

  private sweep(): void {
    const now = this.now();
    for (const [handle, entry] of this.entries) {
      if (entry.expiresAt <= now) this.entries.delete(handle);
    }
  }
}
