import { randomUUID } from "node:crypto";
import type { Quote } from "./clients.js";

interface Held {
  ownerId: string;
  quote: Quote;
  expiresAt: number;
}

const HOLD_MS = 5 * 60 * 1000;

/**
 * Supplier quotes stay on the server; the client only ever sees an unguessable handle,
 * and the handle itself travels inside sealed state.
 */
export class QuoteStore {
  private readonly held = new Map<string, Held>();

  constructor(private readonly now: () => number = Date.now) {}

  hold(ownerId: string, quote: Quote): string {
    this.sweep();
    const handle = randomUUID();
    this.held.set(handle, { ownerId, quote, expiresAt: this.now() + HOLD_MS });
    return handle;
  }

  /** Single use: a handle is gone once taken. */
  take(handle: string, ownerId: string): Quote | undefined {
    const entry = this.held.get(handle);
    this.held.delete(handle);
    if (!entry || entry.ownerId !== ownerId || entry.expiresAt <= this.now()) return undefined;
    return entry.quote;
  }

  private sweep(): void {
    const now = this.now();
    for (const [handle, entry] of this.held) if (entry.expiresAt <= now) this.held.delete(handle);
  }
}
