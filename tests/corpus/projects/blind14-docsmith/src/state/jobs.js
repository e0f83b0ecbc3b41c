import { randomBytes } from 'node:crypto';

/**
 * Large conversions stay on this server; the client only ever holds an opaque,
 * unguessable handle. Owner, tool and expiry live next to the data, not in the handle.
 */
const jobs = new Map();

const sweep = (now) => {
  for (const [handle, job] of jobs) if (job.exp <= now) jobs.delete(handle);
};

export function parkJob({ owner, tool, data, ttlMs }) {
  const now = Date.now();
  sweep(now);
  const handle = randomBytes(24).toString('base64url');
  jobs.set(handle, { owner, tool, data, exp: now + ttlMs });
  return `job.${handle}`;
}

export function claimJob(requestState, owner, tool) {
  if (typeof requestState !== 'string' || !requestState.startsWith('job.')) return null;
  const handle = requestState.slice('job.'.length);
  const job = jobs.get(handle);
  if (!job) return null;
  jobs.delete(handle);
  if (job.exp <= Date.now() || job.owner !== owner || job.tool !== tool) return null;
  return job.data;
}
