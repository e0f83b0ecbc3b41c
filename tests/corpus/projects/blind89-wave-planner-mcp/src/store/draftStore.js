// Redis-backed storage for wave drafts awaiting confirmation, addressed by random single-use handles.
import { createHash, randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { config } from '../config.js';

const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 3 });

const HANDLE_PREFIX = 'wv1_';
const HANDLE_PATTERN = /^wv1_[A-Za-z0-9_-]{43}$/;
const DRAFT_TTL_SECONDS = 600;

function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function argsDigest(args) {
  return createHash('sha256').update(canonical(args)).digest('hex');
}

const redisKey = (handle) => `wave:draft:${createHash('sha256').update(handle).digest('hex')}`;

export async function putDraft({ userId, tool, args, plan, labelToken }) {
  const handle = HANDLE_PREFIX + randomBytes(32).toString('base64url');
  const record = { userId, tool, argsDigest: argsDigest(args), expiresAt: Date.now() + DRAFT_TTL_SECONDS * 1000, plan, labelToken };
  const ok = await redis.set(redisKey(handle), JSON.stringify(record), 'EX', DRAFT_TTL_SECONDS, 'NX');
  if (ok !== 'OK') throw new Error('could not store wave draft');
  return handle;
}

export async function claimDraft(handle, { userId, tool, args }) {
  if (typeof handle !== 'string' || !HANDLE_PATTERN.test(handle)) return { ok: false, reason: 'malformed handle' };
  const stored = await redis.getdel(redisKey(handle));
  if (!stored) return { ok: false, reason: 'unknown, expired or already used' };
  const record = JSON.parse(stored);
  if (record.userId !== userId || record.tool !== tool) return { ok: false, reason: 'issued for another user or tool' };
  if (record.argsDigest !== argsDigest(args)) return { ok: false, reason: 'arguments changed since the plan was made' };
  if (record.expiresAt <= Date.now()) return { ok: false, reason: 'expired' };
  return { ok: true, plan: record.plan, labelToken: record.labelToken };
}
