// Server-side parking for multi-step flows whose state is too big (or too
// sensitive) to round-trip: the client only gets a random handle.
import { randomBytes } from 'node:crypto';

export class PendingStore {
  #records = new Map();
  #sweep;

  constructor({ sweepMs = 60_000 } = {}) {
    this.#sweep = setInterval(() => this.#evictExpired(), sweepMs);
    this.#sweep.unref();
  }

  /** Park a record; returns the handle to hand to the client. */
  park(record) {
    const handle = `rc_${randomBytes(24).toString('base64url')}`;
    this.#records.set(handle, record);
    return handle;
  }

  /** Remove and return the record for a handle (single use). */
  claim(handle) {
    if (typeof handle !== 'string') return undefined;
    const record = this.#records.get(handle);
    this.#records.delete(handle);
    return record;
  }

  #evictExpired() {
    const now = Date.now();
    for (const [handle, record] of this.#records) {
      if (record.expiresAt <= now) this.#records.delete(handle);
    }
  }
}
