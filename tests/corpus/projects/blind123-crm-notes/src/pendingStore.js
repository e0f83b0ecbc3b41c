// Server-side store of single-use, expiring round-trip records keyed by random handles.
import { randomBytes } from 'node:crypto';

const HANDLE_PREFIX = 'pend_';
const DEFAULT_TTL_MS = 5 * 60 * 1000;

/**
 * Round-trip state lives here, on the server. The client only ever sees an
 * unguessable handle (256 random bits), which is useless without this map.
 * Records are single-use: take() removes them.
 */
export class PendingStore {
  #records = new Map();
  #ttlMs;
  #sweeper;

  constructor({ ttlMs = DEFAULT_TTL_MS } = {}) {
    this.#ttlMs = ttlMs;
    this.#sweeper = setInterval(() => this.#sweep(), 60_000);
    this.#sweeper.unref();
  }

  create({ userId, tool, argsDigest, data }) {
    const handle = HANDLE_PREFIX + randomBytes(32).toString('base64url');
    this.#records.set(handle, { userId, tool, argsDigest, data, expiresAt: Date.now() + this.#ttlMs });
    return handle;
  }

  /** Returns the record's data, or null if unknown, expired, or for someone/something else. */
  take(handle, { userId, tool, argsDigest }) {
    if (typeof handle !== 'string' || !handle.startsWith(HANDLE_PREFIX)) return null;
    const record = this.#records.get(handle);
    if (!record) return null;
    this.#records.delete(handle);
    if (record.expiresAt <= Date.now()) return null;
    if (record.userId !== userId || record.tool !== tool) return null;
    if (argsDigest !== undefined && record.argsDigest !== argsDigest) return null;
    return record.data;
  }

  #sweep() {
    const now = Date.now();
    for (const [handle, record] of this.#records) {
      if (record.expiresAt <= now) this.#records.delete(handle);
    }
  }
}

export default new PendingStore();
