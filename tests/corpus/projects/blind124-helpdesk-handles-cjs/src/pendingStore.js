// In-memory store of pending tool confirmations keyed by random handles with expiry.
'use strict';

const { randomBytes } = require('node:crypto');

const DEFAULT_TTL_MS = 4 * 60 * 1000;
const MAX_PENDING = 10_000;

/**
 * Server-side memory for multi round-trip tool calls. The client only ever sees
 * an opaque 256-bit handle; everything that matters stays in this process.
 */
class PendingStore {
  constructor({ ttlMs = DEFAULT_TTL_MS, now = Date.now } = {}) {
    this.ttlMs = ttlMs;
    this.now = now;
    this.records = new Map();
    this.sweeper = setInterval(() => this.sweep(), 30_000);
    this.sweeper.unref();
  }

  create(record) {
    if (this.records.size >= MAX_PENDING) this.sweep();
    if (this.records.size >= MAX_PENDING) throw new Error('too many pending confirmations');
    const handle = randomBytes(32).toString('base64url');
    this.records.set(handle, { ...record, expiresAt: this.now() + this.ttlMs });
    return handle;
  }

  /** Single use: the record is removed whether or not the caller accepts it. */
  take(handle) {
    if (typeof handle !== 'string' || handle.length !== 43) return null;
    const record = this.records.get(handle);
    if (!record) return null;
    this.records.delete(handle);
    return record.expiresAt > this.now() ? record : null;
  }

  sweep() {
    const now = this.now();
    for (const [handle, record] of this.records) {
      if (record.expiresAt <= now) this.records.delete(handle);
    }
  }
}

module.exports = { PendingStore };
