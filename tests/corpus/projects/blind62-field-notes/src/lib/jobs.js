import { randomUUID } from 'node:crypto';

/**
 * Background imports. The tool call returns as soon as the import is queued;
 * clients follow it through the fieldnotes://imports/{id} resource.
 */

const jobs = new Map();
const listeners = new Set();

export function onJobChange(listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function touch(job) {
  job.updatedAt = new Date().toISOString();
  for (const listener of listeners) listener(job.id);
}

export function startJob(owner, label, work) {
  const job = { id: randomUUID(), owner, label, status: 'running', done: 0, total: null, errors: [], updatedAt: null };
  jobs.set(job.id, job);
  touch(job);

  const report = (done, total) => {
    job.done = done;
    job.total = total ?? job.total;
    touch(job);
  };

  queueMicrotask(async () => {
    try {
      await work(report, (err) => job.errors.push(String(err)));
      job.status = 'finished';
    } catch (err) {
      job.status = 'failed';
      job.errors.push(err instanceof Error ? err.message : String(err));
    }
    touch(job);
  });

  return job.id;
}

export function jobFor(owner, id) {
  const job = jobs.get(id);
  return job && job.owner === owner ? job : undefined;
}

export function jobsOf(owner) {
  return [...jobs.values()].filter((job) => job.owner === owner);
}
