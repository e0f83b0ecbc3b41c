'use strict';

const crypto = require('node:crypto');
const Redis = require('ioredis');
const { TTL_SECONDS, expiresAtMs, isExpired } = require('./time');

/**
 * Multi-round tool calls keep their progress here. The client only ever sees a
 * random handle; everything that matters (who, which tool, which arguments, any
 * upstream tokens) stays in Redis and is deleted on first use.
 */

const HANDLE_PREFIX = 'rv1.';
const HANDLE_RE = /^rv1\.[A-Za-z0-9_-]{43}$/;

class PendingStore {
  constructor(redis = new Redis(process.env.REDIS_URL || 'redis://127.0.0.1:6379/2')) {
    this.redis = redis;
  }

  static looksLikeHandle(value) {
    return typeof value === 'string' && value.startsWith(HANDLE_PREFIX) && HANDLE_RE.test(value);
  }

  redisKey(handle) {
    // never store the handle itself, so a Redis dump does not hand out live handles
    return `pending:${crypto.createHash('sha256').update(handle).digest('hex')}`;
  }

  async create({ userId, tool, args, data = {}, ttl = TTL_SECONDS }) {
    const handle = HANDLE_PREFIX + crypto.randomBytes(32).toString('base64url');
    const record = { userId, tool, args, data, expiresAt: expiresAtMs(ttl) };
    const ok = await this.redis.set(this.redisKey(handle), JSON.stringify(record), 'EX', ttl, 'NX');
    if (ok !== 'OK') throw new Error('could not store pending call');
    return handle;
  }

  async take(handle, { userId, tool }) {
    if (!PendingStore.looksLikeHandle(handle)) return null;
    const raw = await this.redis.getdel(this.redisKey(handle));
    if (!raw) return null;

    const record = JSON.parse(raw);
    if (record.userId !== userId) return null;
    if (record.tool !== tool) return null;
    if (isExpired(record.expiresAt)) return null;
    return record;
  }

  async close() {
    await this.redis.quit();
  }
}

module.exports = { PendingStore };
