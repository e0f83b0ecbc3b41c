'use strict';

const { randomBytes } = require('node:crypto');

// Server-side memory of quotes shown to the user. The client only ever sees
// an opaque random handle (inside the sealed state); the quote itself, with
// the FX rate and fee we promised, stays here.

const DEFAULT_MAX_AGE_MS = 5 * 60 * 1000;

class PendingQuotes {
  constructor({ maxAgeMs = DEFAULT_MAX_AGE_MS, now = Date.now } = {}) {
    this.maxAgeMs = maxAgeMs;
    this.now = now;
    /** @type {Map<string, { sub: string, quote: object, createdAt: number }>} */
    this.entries = new Map();
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  put(sub, quote) {
    const handle = randomBytes(18).toString('base64url');
    this.entries.set(handle, { sub, quote, createdAt: this.now() });
    return handle;
  }

  /** One-shot: a handle can be redeemed once. */
  take(handle, sub) {
    const entry = this.entries.get(handle);
    if (!entry) return null;
    this.entries.delete(handle);
    if (entry.sub !== sub) return null;
    if (this.now() - entry.createdAt > this.maxAgeMs) return null;
    return entry.quote;
  }

  sweep() {
    const cutoff = this.now() - this.maxAgeMs;
    for (const [handle, entry] of this.entries) {
      if (entry.createdAt < cutoff) this.entries.delete(handle);
    }
  }

  close() {
    clearInterval(this.sweeper);
    this.entries.clear();
  }
}

module.exports = { PendingQuotes };
