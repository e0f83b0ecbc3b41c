// Models a server-side store of pending bookings keyed by a random handle.
// @ts-nocheck
import { randomUUID } from 'node:crypto';

interface PendingBooking {
  userId: string;
  slot: string;
  createdAt: number;
}

const TTL_MS = 5 * 60 * 1000;

export class PendingStore {
  private readonly items = new Map<string, PendingBooking>();

  put(userId: string, slot: string): string {
    const handle = randomUUID();
    this.items.set(handle, { userId, slot, createdAt: Date.now() });
    return handle;
  }

  take(handle: string | undefined, userId: string): PendingBooking | undefined {
    if (!handle) return undefined;
    const entry = this.items.get(handle);
    this.items.delete(handle);
    if (!entry || entry.userId !== userId || Date.now() - entry.createdAt > TTL_MS) return undefined;
    return entry;
  }
}
