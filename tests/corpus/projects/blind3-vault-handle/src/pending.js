import { randomBytes } from 'node:crypto';

const HANDLE_BYTES = 32; // 256-bit handles: unguessable, so they need no signature
const TTL_MS = 5 * 60 * 1000;

/**
 * Continuations live on the server. The client only ever sees an opaque random handle,
 * which keys a record holding everything we learned (including the upstream token).
 */
export class PendingStore {
  #records = new Map();
  #now;

  constructor({ now = Date.now } = {}) {
    this.#now = now;
  }

  put(record) {
    const handle = randomBytes(HANDLE_BYTES).toString('base64url');
    this.#records.set(handle, { ...record, expiresAt: this.#now() + TTL_MS });
    return handle;
  }

  /** Single use: the record is gone after the first take, whatever the outcome. */
  take(handle, { userId, tool, args }) {
    if (typeof handle !== 'string') return null;
    const rec = this.#records.get(handle);
    this.#records.delete(handle);
    if (!rec || rec.expiresAt <= this.#now()) return null;
    if (rec.userId !== userId || rec.tool !== tool) return null;
    if (JSON.stringify(rec.args) !== JSON.stringify(args)) return null;
    return rec;
  }

  sweep() {
    const t = this.#now();
    for (const [handle, rec] of this.#records) if (rec.expiresAt <= t) this.#records.delete(handle);
  }
}
