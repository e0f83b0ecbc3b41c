import { randomUUID } from 'node:crypto';

/**
 * Server-side holding area for reply drafts between rounds. The client only
 * ever sees the random draft id (inside signed state); the text stays here.
 */
export class DraftStore {
  #items = new Map();

  constructor({ ttlMs, max, now = () => Date.now() }) {
    this.ttlMs = ttlMs;
    this.max = max;
    this.now = now;
  }

  put(ownerId, draft) {
    this.#evict();
    const id = randomUUID();
    this.#items.set(id, { ownerId, draft, expiresAt: this.now() + this.ttlMs });
    return id;
  }

  take(id, ownerId) {
    const item = this.#items.get(id);
    if (!item) return null;
    this.#items.delete(id);
    if (item.ownerId !== ownerId || item.expiresAt <= this.now()) return null;
    return item.draft;
  }

  #evict() {
    const now = this.now();
    for (const [id, item] of this.#items) {
      if (item.expiresAt <= now) this.#items.delete(id);
    }
    while (this.#items.size >= this.max) {
      this.#items.delete(this.#items.keys().next().value);
    }
  }
}
