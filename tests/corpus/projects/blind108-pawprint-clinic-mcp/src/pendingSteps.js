// Redis store for half-finished tool calls; the client only carries an opaque random handle to them.
import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { config } from './config.js';

const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2 });

const HANDLE_PREFIX = 'pc1.';
const HANDLE_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const TTL_SECONDS = 600;

const keyFor = (handle) => `pawprint:pending:${handle}`;

export async function stashStep({ userId, tool, argsDigest, data }) {
  const handle = randomBytes(32).toString('base64url');
  const record = JSON.stringify({ userId, tool, argsDigest, data, createdAt: Date.now() });
  await redis.set(keyFor(handle), record, 'EX', TTL_SECONDS, 'NX');
  return `${HANDLE_PREFIX}${handle}`;
}

export async function claimStep(requestState, { userId, tool, argsDigest }) {
  if (typeof requestState !== 'string' || !requestState.startsWith(HANDLE_PREFIX)) return null;
  const handle = requestState.slice(HANDLE_PREFIX.length);
  if (!HANDLE_SHAPE.test(handle)) return null;
  const stored = await redis.getdel(keyFor(handle));
  if (!stored) return null;
  const step = JSON.parse(stored);
  if (step.userId !== userId || step.tool !== tool || step.argsDigest !== argsDigest) return null;
  return step.data;
}
