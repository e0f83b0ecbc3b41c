import { randomBytes } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { TYPES, type Clock } from '../ioc/types.js';

interface Entry {
  ownerId: string;
  markdown: string;
  expiresAt: number;
}

/**
 * Rendered exports wait here between rounds; only an unguessable handle
 * travels to the client.
 */
@injectable()
export class DraftStore {
  private readonly entries = new Map<string, Entry>();

  constructor(
    @inject(TYPES.Clock) private readonly clock: Clock,
    @inject(TYPES.StateTtlMs) private readonly ttlMs: number,
  ) {}

  put(ownerId: string, markdown: string): string {
    this.sweep();
    const handle = randomBytes(18).toString('base64url');
    this.entries.set(handle, { ownerId, markdown, expiresAt: this.clock.now() + this.ttlMs });
    return handle;
  }

  take(ownerId: string, handle: string): string | null {
    const entry = this.entries.get(handle);
    this.entries.delete(handle);
    if (!entry || entry.ownerId !== ownerId || entry.expiresAt <= this.clock.now()) return null;
    return entry.markdown;
  }

  private sweep(): void {
    const now = this.clock.now();
    for (const [handle, entry] of this.entries) {
      if (entry.expiresAt <= now) this.entries.delete(handle);
    }
  }
}
