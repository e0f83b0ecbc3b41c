// In-memory store of pending confirmations keyed by random single-use handles.
import { randomBytes } from 'node:crypto';

const DEFAULT_TTL_MS = 5 * 60 * 1000;
const MAX_PENDING = 10_000;

/**
 * Round-trip state lives here; the client only ever sees an unguessable handle.
 * Entries are single-use and expire after five minutes.
 */
export class PendingStore {
  #entries = new Map();

  constructor({ ttlMs = DEFAULT_TTL_MS, now = () => Date.now() } = {}) {
    this.ttlMs = ttlMs;
    this.now = now;
  }

  put(record) {
    this.#sweep();
    if (this.#entries.size >= MAX_PENDING) throw new Error('too many pending confirmations');
    const handle = randomBytes(32).toString('base64url');
    this.#entries.set(handle, { ...record, expiresAt: this.now() + this.ttlMs });
    return handle;
  }

  take(handle) {
    if (typeof handle !== 'string') return undefined;
    const record = this.#entries.get(handle);
    if (!record) return undefined;
    this.#entries.delete(handle);
    return record.expiresAt > this.now() ? record : undefined;
  }

  #sweep() {
    const t = this.now();
    for (const [handle, record] of this.#entries) {
      if (record.expiresAt <= t) this.#entries.delete(handle);
    }
  }
}

export default new PendingStore();
