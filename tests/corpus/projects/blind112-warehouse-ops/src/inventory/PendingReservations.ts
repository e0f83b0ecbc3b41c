// In-memory store of pending stock reservations behind random single-use handles that expire.
// @ts-nocheck
import { randomBytes } from 'node:crypto';

export interface PendingReservation {
  userId: string;
  tool: string;
  sku: string;
  qty: number;
  sites: string[];
  expiresAt: number;
}

/**
 * Server-side store for half-finished reservations. The client only ever
 * sees an unguessable handle; everything that matters stays here.
 */
export class PendingReservations {
  readonly #byHandle = new Map<string, PendingReservation>();
  readonly #ttlMs: number;

  constructor(ttlMs = 2 * 60 * 1000) {
    this.#ttlMs = ttlMs;
  }

  open(entry: Omit<PendingReservation, 'expiresAt'>): string {
    const handle = randomBytes(32).toString('base64url');
    this.#byHandle.set(handle, { ...entry, expiresAt: Date.now() + this.#ttlMs });
    return handle;
  }

  /** Single use: the record is removed whether or not it still matches. */
  take(handle: string | undefined, userId: string, tool: string): PendingReservation | undefined {
    if (!handle) return undefined;
    const entry = this.#byHandle.get(handle);
    this.#byHandle.delete(handle);
    if (!entry || entry.expiresAt <= Date.now()) return undefined;
    if (entry.userId !== userId || entry.tool !== tool) return undefined;
    return entry;
  }

  sweep(now = Date.now()): void {
    for (const [h, e] of this.#byHandle) if (e.expiresAt <= now) this.#byHandle.delete(h);
  }
}
