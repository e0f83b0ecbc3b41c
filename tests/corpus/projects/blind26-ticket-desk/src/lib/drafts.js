'use strict';

const { randomBytes } = require('node:crypto');
const { LRUCache } = require('lru-cache');

/**
 * Server-side scratch space for multi-round tools. The client only gets the
 * handle (128 random bits); whatever is sensitive stays in here.
 */
class DraftStore {
  constructor({ max = 5000, ttlMs = 5 * 60 * 1000 } = {}) {
    this.cache = new LRUCache({ max, ttl: ttlMs });
  }

  put(draft) {
    const handle = randomBytes(16).toString('hex');
    this.cache.set(handle, draft);
    return handle;
  }

  /** Single use: a handle is gone once taken. */
  take(handle) {
    if (typeof handle !== 'string' || !/^[0-9a-f]{32}$/.test(handle)) return undefined;
    const draft = this.cache.get(handle);
    this.cache.delete(handle);
    return draft;
  }
}

module.exports = { DraftStore };
