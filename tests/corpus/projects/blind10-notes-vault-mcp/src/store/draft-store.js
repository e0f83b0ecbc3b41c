import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/**
 * Server-side scratch space for multi-round tools. Large or sensitive
 * working data stays here; the client only ever sees the random handle
 * (inside sealed state), which is useless without this process's memory.
 */
export class DraftStore {
  #entries;

  constructor({ ttlMs, max = 5_000 }) {
    this.#entries = new LRUCache({ max, ttl: ttlMs, ttlAutopurge: true });
  }

  put(ownerId, data) {
    const handle = randomBytes(18).toString('base64url');
    this.#entries.set(handle, { ownerId, data });
    return handle;
  }

  /** One-shot: the entry is removed whether or not the owner matches. */
  take(handle, ownerId) {
    const entry = this.#entries.get(handle);
    this.#entries.delete(handle);
    if (!entry || entry.ownerId !== ownerId) {
      return undefined;
    }
    return entry.data;
  }
}
