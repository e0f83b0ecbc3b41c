// Server-side store of pending tool calls keyed by random handles, with per-user limits and TTL.
// @ts-nocheck
import { randomBytes } from 'node:crypto';

export interface PendingRecord<A = Record<string, unknown>> {
  userId: string;
  tool: string;
  args: A;
  data: Record<string, unknown>;
  expiresAt: number;
}

export interface PendingStoreOptions {
  ttlMs: number;
  maxPerUser: number;
  now?: () => number;
}

const HANDLE_BYTES = 32;

/**
 * Round-trip state never leaves the server: the client only sees an opaque
 * 256-bit random handle. Records are single use and expire after ttlMs.
 */
export class PendingStore {
  private readonly records = new Map<string, PendingRecord>();
  private readonly now: () => number;

  constructor(private readonly opts: PendingStoreOptions) {
    this.now = opts.now ?? Date.now;
  }

  create<A>(record: Omit<PendingRecord<A>, 'expiresAt'>): string {
    this.sweep();
    const mine = [...this.records.values()].filter((r) => r.userId === record.userId).length;
    if (mine >= this.opts.maxPerUser) throw new Error('too many pending confirmations; finish or wait for one to expire');
    const handle = randomBytes(HANDLE_BYTES).toString('base64url');
    this.records.set(handle, { ...(record as PendingRecord), expiresAt: this.now() + this.opts.ttlMs });
    return handle;
  }

  /** Removes the record whatever happens next, so a handle works once. */
  take<A>(handle: string | undefined, userId: string, tool: string): PendingRecord<A> | undefined {
    if (typeof handle !== 'string' || handle.length > 64) return undefined;
    const record = this.records.get(handle) as PendingRecord<A> | undefined;
    if (!record) return undefined;
    this.records.delete(handle);
    if (record.expiresAt <= this.now()) return undefined;
    if (record.userId !== userId || record.tool !== tool) return undefined;
    return record;
  }

  sweep(): void {
    const t = this.now();
    for (const [h, r] of this.records) if (r.expiresAt <= t) this.records.delete(h);
  }
}
