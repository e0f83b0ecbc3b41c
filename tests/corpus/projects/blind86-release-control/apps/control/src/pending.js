// Pending promotions kept in Redis; the client only ever sees an opaque random handle that points at the record.
'use strict';

const { randomBytes } = require('node:crypto');
const Redis = require('ioredis');

const TTL_SECONDS = 600;
const HANDLE_SHAPE = /^[0-9a-f]{64}$/;

function pendingStore(redisUrl) {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 });

  return {
    async open(record) {
      const handle = randomBytes(32).toString('hex');
      const stored = await redis.set(`promo:${handle}`, JSON.stringify({ ...record, createdAt: Date.now() }), 'EX', TTL_SECONDS, 'NX');
      if (stored !== 'OK') throw new Error('could not store pending promotion');
      return handle;
    },
    async claim(handle) {
      if (typeof handle !== 'string' || !HANDLE_SHAPE.test(handle)) return null;
      const raw = await redis.getdel(`promo:${handle}`);
      return raw ? JSON.parse(raw) : null;
    },
    async markBuildReady(repo, sha, buildUrl) {
      await redis.set(`build:${repo}:${sha}`, buildUrl, 'EX', 7 * 24 * 3600);
    },
    async buildReady(repo, sha) {
      return redis.get(`build:${repo}:${sha}`);
    },
  };
}

module.exports = { pendingStore };
