'use strict';

// Merge plans can list thousands of specimens, too big to hand to the client. We park
// the plan in Redis and give the client an unguessable handle instead.

const { randomBytes } = require('node:crypto');
const Redis = require('ioredis');

const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/3');
const PREFIX = 'herbarium:pending:';
const HANDLE_RE = /^[A-Za-z0-9_-]{43}$/;

async function park(record, ttlSeconds) {
  const handle = randomBytes(32).toString('base64url');
  await redis.set(PREFIX + handle, JSON.stringify(record), 'EX', ttlSeconds);
  return handle;
}

/** Single use: the record is deleted as it is read. */
async function take(handle) {
  if (typeof handle !== 'string' || !HANDLE_RE.test(handle)) return null;
  const stored = await redis.getdel(PREFIX + handle);
  return stored ? JSON.parse(stored) : null;
}

module.exports = { park, take };
