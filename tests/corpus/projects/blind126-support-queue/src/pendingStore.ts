// In-memory TTL map of pending confirmations keyed by random one-shot handles.
// @ts-nocheck
import { randomBytes } from 'node:crypto';

export interface PendingRecord<T> {
  userId: string;
  tool: string;
  argsDigest: string;
  expiresAt: number;
  data: T;
}

/**
 * In-memory map of pending confirmations with a TTL. The key handed to the
 * client is 192 bits of randomness and carries no meaning of its own.
 */
export class PendingStore<T> {
  private readonly records = new Map<string, PendingRecord<T>>();
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly ttlMs: number, private readonly now: () => number = Date.now) {
    this.timer = setInterval(() => this.sweep(), Math.min(ttlMs, 60_000));
    this.timer.unref();
  }

  put(record: Omit<PendingRecord<T>, 'expiresAt'>): string {
    const handle = randomBytes(24).toString('base64url');
    this.records.set(handle, { ...record, expiresAt: this.now() + this.ttlMs });
    return handle;
  }

  /** One-shot: a handle can be redeemed once, then it is gone. */
  take(handle: string): PendingRecord<T> | undefined {
    const record = this.records.get(handle);
    if (!record) return undefined;
    this.records.delete(handle);
    return record.expiresAt > this.now() ? record : undefined;
  }

  private sweep(): void {
    const t = this.now();
    for (const [handle, record] of this.records) {
      if (record.expiresAt <= t) this.records.delete(handle);
    }
  }
}
