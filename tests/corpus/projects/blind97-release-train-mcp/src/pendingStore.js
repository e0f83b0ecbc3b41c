// Redis store for pending deployments; the client only ever holds an opaque random handle.
import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { config } from './config.js';

const redis = new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
const PREFIX = 'mcp:pending:';
const HANDLE = /^pd_[A-Za-z0-9_-]{32}$/;

export async function putPending(record) {
  const handle = `pd_${randomBytes(24).toString('base64url')}`;
  const stored = JSON.stringify({ ...record, createdAt: Date.now() });
  await redis.set(PREFIX + handle, stored, 'EX', config.pendingTtlSeconds, 'NX');
  return handle;
}

export async function takePending(handle) {
  if (typeof handle !== 'string' || !HANDLE.test(handle)) return null;
  const stored = await redis.getdel(PREFIX + handle);
  return stored ? JSON.parse(stored) : null;
}

export async function recordBuild(repo, sha, status) {
  await redis.set(`mcp:build:${repo}:${sha}`, status, 'EX', 7 * 24 * 3600);
}

export async function buildStatus(repo, sha) {
  return redis.get(`mcp:build:${repo}:${sha}`);
}
