// Redis store for pending bulk publications; the client only ever holds a random, single-use handle.
import { randomBytes } from 'node:crypto';

const PREFIX = 'publisher:pending:';
const HANDLE_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export class PendingPublications {
  constructor(redis, ttlSeconds = 600) {
    this.redis = redis;
    this.ttlSeconds = ttlSeconds;
  }

  async create(record) {
    const handle = randomBytes(24).toString('base64url');
    const stored = { ...record, expiresAt: Date.now() + this.ttlSeconds * 1000 };
    await this.redis.set(PREFIX + handle, JSON.stringify(stored), { EX: this.ttlSeconds, NX: true });
    return handle;
  }

  async claim(handle, { userId, tool, argsDigest }) {
    if (typeof handle !== 'string' || !HANDLE_PATTERN.test(handle)) return null;
    const raw = await this.redis.getDel(PREFIX + handle);
    if (!raw) return null;
    const record = JSON.parse(raw);
    if (record.userId !== userId || record.tool !== tool || record.argsDigest !== argsDigest) return null;
    if (record.expiresAt <= Date.now()) return null;
    return record;
  }
}
