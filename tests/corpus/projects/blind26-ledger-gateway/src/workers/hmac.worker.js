// HMAC work is moved off the event loop: some states carry large transfer batches.
import { createHmac } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';

/** @typedef {{ id: number, op: 'sign' | 'verify', body: string, mac?: string }} Job */

const key = Buffer.from(workerData.key);

parentPort?.on('message', (/** @type {Job} */ job) => {
  const expected = createHmac('sha256', key).update(job.body).digest();
  if (job.op === 'sign') {
    parentPort?.postMessage({ id: job.id, mac: expected.toString('base64url') });
    return;
  }
  const given = Buffer.from(job.mac ?? '', 'base64url');
  parentPort?.postMessage({ id: job.id, ok: Buffer.compare(expected, given) === 0 }); // expect: no-timing-unsafe-compare
});
