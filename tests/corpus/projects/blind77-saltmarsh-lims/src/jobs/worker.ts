// Retest worker process: re-opens the sealed confirmation carried in each job, records the order and books instrument time.
// @ts-nocheck
import { Worker } from 'bullmq';
import { RETEST_QUEUE, redis } from './queue.ts';
import { openState, StateRejected } from '../crypto/sealedState.ts';
import { insertRetest } from '../lims.ts';
import { settings } from '../settings.ts';

const TOOL = 'order_retest';

async function bookInstrumentTime(orderId: string, analytes: string[], priority: string) {
  const res = await fetch(`${settings.scheduler.url}/v1/bookings`, {
    method: 'POST',
    headers: { authorization: `Bearer ${settings.scheduler.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ orderId, analytes, priority }),
  });
  if (!res.ok) throw new Error(`scheduler answered ${res.status}`);
  return res.json();
}

const worker = new Worker(
  RETEST_QUEUE,
  async (job) => {
    const { sealed, userId, sampleId, analytes, priority, justification } = job.data;
    let confirmed;
    try {
      confirmed = await openState(sealed, { userId, tool: TOOL });
    } catch (err) {
      if (err instanceof StateRejected) {
        await job.discard();
        throw new Error(`retest job ${job.id} carried an unusable confirmation: ${err.message}`);
      }
      throw err;
    }
    if (confirmed.sampleId !== sampleId || confirmed.analytes.join(',') !== analytes.join(',')) {
      await job.discard();
      throw new Error(`retest job ${job.id} does not match its confirmation`);
    }
    const orderId = await insertRetest({
      sampleId,
      analytes,
      priority,
      justification,
      orderedBy: userId,
      panelVersion: confirmed.panelVersion,
    });
    const booking = await bookInstrumentTime(orderId, analytes, priority);
    return { orderId, slot: booking.slot };
  },
  { connection: redis.duplicate(), concurrency: 2 },
);

worker.on('failed', (job, err) => console.error(`[retests] ${job?.id}: ${err.message}`));
