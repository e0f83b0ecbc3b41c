// In-memory store of single-use pending confirmations that hands the client only a random handle.
// @ts-nocheck
import { randomBytes } from 'crypto';

export const HANDLE_TTL_MS = 5 * 60 * 1000;
const HANDLE_RE = /^[A-Za-z0-9_-]{43}$/;

export interface PendingRecord<T> {
  userId: string;
  tool: string;
  argsDigest: string;
  expiresAt: number;
  data: T;
}

/**
 * Server-side pending confirmations. The client only ever sees a 256-bit random
 * handle; everything that matters stays here. Records are single use.
 */
export class PendingStore<T> {
  private readonly records = new Map<string, PendingRecord<T>>();

  constructor(private readonly now: () => number = Date.now) {
    setInterval(() => this.sweep(), 60_000).unref();
  }

  put(record: Omit<PendingRecord<T>, 'expiresAt'>): string {
    const handle = randomBytes(32).toString('base64url');
    this.records.set(handle, { ...record, expiresAt: this.now() + HANDLE_TTL_MS });
    return handle;
  }

  /** Removes and returns the record if it exists, is fresh and belongs to this user, tool and call. */
  take(handle: unknown, userId: string, tool: string, argsDigest: string): T | null {
    if (typeof handle !== 'string' || !HANDLE_RE.test(handle)) return null;
    const record = this.records.get(handle);
    if (!record) return null;
    this.records.delete(handle);
    if (record.expiresAt <= this.now()) return null;
    if (record.userId !== userId || record.tool !== tool || record.argsDigest !== argsDigest) return null;
    return record.data;
  }

  private sweep(): void {
    const t = this.now();
    for (const [h, r] of this.records) if (r.expiresAt <= t) this.records.delete(h);
  }
}
