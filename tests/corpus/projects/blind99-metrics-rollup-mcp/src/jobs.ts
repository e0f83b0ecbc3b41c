// Server-side records for long-running rollups in Redis, addressed by random handles that expire after ten minutes.
// @ts-nocheck
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { config } from './config.js';

const redis = new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
const JOB_TTL_SECONDS = 600;
const HANDLE = /^rj_[A-Za-z0-9_-]{43}$/;

const keyOf = (handle: string) => `rollup:job:${handle}`;

export interface RollupJob {
  owner: string;
  tool: string;
  argsDigest: string;
  estimate: { rows: number; bytes: number };
  queryId?: string;
  status: 'awaiting_confirmation' | 'running' | 'finished' | 'failed';
  resultTable?: string;
}

export async function createJob(job: RollupJob): Promise<string> {
  const handle = `rj_${randomBytes(32).toString('base64url')}`;
  await redis.set(keyOf(handle), JSON.stringify(job), 'EX', JOB_TTL_SECONDS, 'NX');
  return handle;
}

export async function loadJob(handle: unknown, binding: { owner: string; tool: string; argsDigest: string }) {
  if (typeof handle !== 'string' || !HANDLE.test(handle)) return null;
  const raw = await redis.get(keyOf(handle));
  if (!raw) return null;
  const job: RollupJob = JSON.parse(raw);
  if (job.owner !== binding.owner || job.tool !== binding.tool || job.argsDigest !== binding.argsDigest) return null;
  return job;
}

export async function updateJob(handle: string, patch: Partial<RollupJob>) {
  const raw = await redis.get(keyOf(handle));
  if (!raw) return;
  await redis.set(keyOf(handle), JSON.stringify({ ...JSON.parse(raw), ...patch }), 'KEEPTTL');
}

export async function updateJobByQueryId(queryId: string, patch: Partial<RollupJob>) {
  const handle = await redis.get(`rollup:query:${queryId}`);
  if (handle) await updateJob(handle, patch);
}

export async function indexQuery(queryId: string, handle: string) {
  await redis.set(`rollup:query:${queryId}`, handle, 'EX', JOB_TTL_SECONDS);
}

export async function consumeJob(handle: string) {
  await redis.del(keyOf(handle));
}
