// In-memory store of refunds awaiting confirmation, keyed by random handles with TTL.
import { randomBytes } from 'node:crypto';

const TTL_MS = 5 * 60 * 1000;

/**
 * Refunds waiting for a human yes. The client only ever sees the handle;
 * everything that matters stays here, keyed by it.
 */
export class PendingRefunds {
  #byHandle = new Map();

  constructor({ now = Date.now } = {}) {
    this.now = now;
    setInterval(() => this.#sweep(), 60_000).unref();
  }

  create(record) {
    const handle = randomBytes(32).toString('base64url');
    this.#byHandle.set(handle, { ...record, expiresAt: this.now() + TTL_MS });
    return handle;
  }

  /** One-shot: a handle can be redeemed once, then it is gone. */
  take(handle) {
    if (typeof handle !== 'string') return undefined;
    const record = this.#byHandle.get(handle);
    this.#byHandle.delete(handle);
    if (!record || record.expiresAt <= this.now()) return undefined;
    return record;
  }

  #sweep() {
    const t = this.now();
    for (const [handle, record] of this.#byHandle) {
      if (record.expiresAt <= t) this.#byHandle.delete(handle);
    }
  }
}

export default new PendingRefunds();
