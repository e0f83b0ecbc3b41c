// Server-side store of single-use pending confirmations keyed by random handles.
import { randomBytes } from 'node:crypto';
import { HANDLE_BYTES, MAX_PENDING_PER_USER, PENDING_TTL_MS } from './constants.js';
import digest from './digest.js';

/**
 * Server-side record of actions waiting for a human "yes".
 * The client only ever sees an unguessable handle; everything that matters
 * (who, which tool, which arguments, until when) stays in this map.
 * Single replica by design (see README), so an in-memory map is enough.
 */
export default class PendingStore {
  #records = new Map();
  #now;

  constructor({ now = Date.now } = {}) {
    this.#now = now;
  }

  open({ userId, tool, args }) {
    this.#evict();
    const mine = [...this.#records.values()].filter((r) => r.userId === userId).length;
    if (mine >= MAX_PENDING_PER_USER) throw new Error('too many pending confirmations');
    const handle = randomBytes(HANDLE_BYTES).toString('base64url');
    this.#records.set(handle, {
      userId,
      tool,
      argsDigest: digest(args),
      expiresAt: this.#now() + PENDING_TTL_MS,
    });
    return handle;
  }

  /** One-shot: the record is removed whether or not it matches. */
  claim(handle, { userId, tool, args }) {
    if (typeof handle !== 'string') return null;
    const record = this.#records.get(handle);
    this.#records.delete(handle);
    if (!record) return null;
    if (record.expiresAt <= this.#now()) return null;
    if (record.userId !== userId || record.tool !== tool) return null;
    if (record.argsDigest !== digest(args)) return null;
    return record;
  }

  #evict() {
    const now = this.#now();
    for (const [handle, r] of this.#records) if (r.expiresAt <= now) this.#records.delete(handle);
  }
}
