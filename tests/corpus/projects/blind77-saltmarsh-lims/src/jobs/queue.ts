// BullMQ queue that hands confirmed retest orders from the MCP process to the retest worker process.
// @ts-nocheck
import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import { settings } from '../settings.ts';

export const RETEST_QUEUE = 'saltmarsh-retests';
export const redis = new IORedis(settings.redisUrl, { maxRetriesPerRequest: null });

export const retestQueue = new Queue(RETEST_QUEUE, {
  connection: redis,
  defaultJobOptions: { attempts: 3, backoff: { type: 'exponential', delay: 2_000 }, removeOnComplete: 500 },
});

export interface RetestJob {
  sealed: string;
  userId: string;
  sampleId: string;
  analytes: string[];
  priority: 'routine' | 'rush';
  justification: string;
}

export const enqueueRetest = (job: RetestJob) => retestQueue.add('order', job, { jobId: `retest-${job.sampleId}-${job.analytes.join('+')}` });
