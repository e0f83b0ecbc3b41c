// Server-side store for half-finished tool calls; the client only ever holds a random handle.
import { randomBytes } from 'node:crypto';

const DEFAULTS = { ttlMs: 5 * 60_000, prefix: 'gh:pending:' };
const MAX_TTL_MS = 10 * 60_000;
const HANDLE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export class PendingStore {
  constructor(redis, options = {}) {
    const { ttlMs, prefix } = { ...DEFAULTS, ...options };
    this.redis = redis;
    this.ttlMs = Math.min(ttlMs, MAX_TTL_MS);
    this.prefix = prefix;
  }

  async put(record) {
    const handle = randomBytes(32).toString('base64url');
    const entry = { ...record, expiresAt: Date.now() + this.ttlMs };
    await this.redis.set(this.prefix + handle, JSON.stringify(entry), 'PX', this.ttlMs);
    return handle;
  }

  async take(handle) {
    if (typeof handle !== 'string' || !HANDLE_PATTERN.test(handle)) return null;
    const stored = await this.redis.getdel(this.prefix + handle);
    if (!stored) return null;
    const entry = JSON.parse(stored);
    return entry.expiresAt > Date.now() ? entry : null;
  }
}
