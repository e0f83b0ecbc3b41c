// Server-side store of pending destructive actions behind single-use handles, plus a stable key for arguments.
// @ts-nocheck
import { randomBytes } from 'node:crypto';

export interface PendingAction<T> {
  userId: string;
  tool: string;
  argsKey: string;
  expiresAt: number;
  data: T;
}

const TTL_MS = 5 * 60_000;

/**
 * Server-side store for confirmations of destructive actions. The client only
 * ever sees an unguessable handle; everything that matters stays here.
 */
export class PendingActions<T> {
  private readonly items = new Map<string, PendingAction<T>>();

  constructor(private readonly now: () => number = Date.now) {
    setInterval(() => this.sweep(), 60_000).unref();
  }

  put(record: Omit<PendingAction<T>, 'expiresAt'>): string {
    const handle = randomBytes(32).toString('base64url');
    this.items.set(handle, { ...record, expiresAt: this.now() + TTL_MS });
    return handle;
  }

  /** Single use: the record is removed whether or not it matches. */
  take(handle: unknown, want: { userId: string; tool: string; argsKey: string }): T | undefined {
    if (typeof handle !== 'string') return undefined;
    const record = this.items.get(handle);
    this.items.delete(handle);
    if (!record || record.expiresAt <= this.now()) return undefined;
    if (record.userId !== want.userId || record.tool !== want.tool || record.argsKey !== want.argsKey) {
      return undefined;
    }
    return record.data;
  }

  private sweep(): void {
    const t = this.now();
    for (const [handle, record] of this.items) if (record.expiresAt <= t) this.items.delete(handle);
  }
}

/** Stable key for a tool's arguments (order-insensitive at the top level). */
export function argsKey(args: Record<string, unknown>): string {
  return JSON.stringify(Object.keys(args).sort().map((k) => [k, args[k]]));
}
