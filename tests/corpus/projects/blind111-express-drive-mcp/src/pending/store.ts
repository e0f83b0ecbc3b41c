// In-memory table of pending tool calls keyed by random single-use handles, with expiry sweeping.
// @ts-nocheck
import { createHash, randomBytes } from 'node:crypto';

/** Everything the second round needs lives here, on the server. */
export interface PendingCall {
  userId: string;
  tool: string;
  argsHash: string;
  createdAt: number;
  expiresAt: number;
  /** Upstream drive token captured on the first round; never leaves this process. */
  driveToken: string;
  data: Record<string, unknown>;
}

export const PENDING_TTL_MS = 10 * 60 * 1000;
const MAX_PENDING = 10_000;

export const hashArgs = (tool: string, args: unknown): string =>
  createHash('sha256').update(`${tool}\n${JSON.stringify(args)}`).digest('hex');

/**
 * In-memory pending-call table. The client only ever sees the random handle,
 * which is 256 bits from the CSPRNG and single use.
 */
export class PendingStore {
  private readonly entries = new Map<string, PendingCall>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  create(entry: Omit<PendingCall, 'createdAt' | 'expiresAt'>): string {
    if (this.entries.size >= MAX_PENDING) this.sweep();
    if (this.entries.size >= MAX_PENDING) throw new Error('too many pending confirmations');
    const handle = randomBytes(32).toString('base64url');
    const createdAt = this.now();
    this.entries.set(handle, { ...entry, createdAt, expiresAt: createdAt + PENDING_TTL_MS });
    return handle;
  }

  /** Removes and returns the entry; a handle can be redeemed once. */
  take(handle: string): PendingCall | undefined {
    const entry = this.entries.get(handle);
    if (!entry) return undefined;
    this.entries.delete(handle);
    return entry.expiresAt > this.now() ? entry : undefined;
  }

  private sweep(): void {
    const t = this.now();
    for (const [handle, entry] of this.entries) if (entry.expiresAt <= t) this.entries.delete(handle);
  }
}

export const pendingStore = new PendingStore();
