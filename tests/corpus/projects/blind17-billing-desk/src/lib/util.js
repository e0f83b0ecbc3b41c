import { createHash, randomBytes } from 'node:crypto';

/** Stable JSON (sorted keys) so the same arguments always hash the same. */
export function canonicalJson(value) {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

export const argsDigest = (args) => createHash('sha256').update(canonicalJson(args)).digest('base64url');

/** 128-bit random handle for server-side records. */
export const newHandle = () => randomBytes(16).toString('base64url');

export const text = (t) => ({ content: [{ type: 'text', text: t }] });
export const error = (t) => ({ content: [{ type: 'text', text: t }], isError: true });

/**
 * In-memory store for search results the user is paging through. Keyed by a
 * random handle; the handle is the only thing the client gets back.
 */
export class PendingStore {
  #entries = new Map();

  constructor({ ttlMs = 5 * 60_000, clock = Date.now } = {}) {
    this.ttlMs = ttlMs;
    this.clock = clock;
  }

  put(record) {
    this.#sweep();
    const handle = newHandle();
    this.#entries.set(handle, { ...record, expiresAt: this.clock() + this.ttlMs });
    return handle;
  }

  take(handle) {
    const entry = this.#entries.get(handle);
    if (!entry) return null;
    this.#entries.delete(handle);
    return entry.expiresAt > this.clock() ? entry : null;
  }

  #sweep() {
    const now = this.clock();
    for (const [handle, entry] of this.#entries) {
      if (entry.expiresAt <= now) this.#entries.delete(handle);
    }
  }
}
