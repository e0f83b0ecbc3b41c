// Server-side store of in-flight confirmations keyed by opaque random handles.
// @ts-nocheck
import { randomBytes } from 'crypto';

export type Pending = Readonly<{
  userId: string;
  tool: string;
  argsDigest: Buffer;
  expiresAt: number;
  summary: string;
}>;

/**
 * Server-side store for confirmations in flight. The client only ever sees an
 * unguessable handle; everything that matters stays here.
 */
export class PendingConfirmations {
  private readonly items = new Map<string, Pending>();

  constructor(
    private readonly ttlMs = 5 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  open(entry: Omit<Pending, 'expiresAt'>): string {
    this.sweep();
    const handle = randomBytes(32).toString('base64url');
    this.items.set(handle, Object.freeze({ ...entry, expiresAt: this.now() + this.ttlMs }));
    return handle;
  }

  /** Single use: a handle is gone once taken, whatever the outcome. */
  take(handle: string): Pending | undefined {
    const entry = this.items.get(handle);
    this.items.delete(handle);
    return entry && entry.expiresAt > this.now() ? entry : undefined;
  }

  private sweep(): void {
    const t = this.now();
    for (const [h, e] of this.items) if (e.expiresAt <= t) this.items.delete(h);
  }
}
