// BullMQ queues and completion listeners used to hand planning work to background workers.
// @ts-nocheck
import { Queue, QueueEvents } from 'bullmq';
import { config } from '../config.js';

export const connection = { host: config.redis.host, port: config.redis.port, password: config.redis.password };

export const planQueue = new Queue('maintenance-plan', {
  connection,
  defaultJobOptions: { attempts: 2, removeOnComplete: 500, removeOnFail: 1000 },
});

export const actionQueue = new Queue('maintenance-action', {
  connection,
  defaultJobOptions: { attempts: 5, backoff: { type: 'exponential', delay: 2000 }, removeOnComplete: 2000 },
});

const planEvents = new QueueEvents('maintenance-plan', { connection });

export async function runPlanJob(name: string, data: Record<string, unknown>, timeoutMs = config.planTimeoutMs) {
  const job = await planQueue.add(name, data);
  return job.waitUntilFinished(planEvents, timeoutMs);
}

export async function enqueueAction(name: string, data: Record<string, unknown>, jobId: string) {
  const job = await actionQueue.add(name, data, { jobId });
  return job.id;
}

export async function actionStatus(jobId: string) {
  const job = await actionQueue.getJob(jobId);
  if (!job) return null;
  return { id: job.id, name: job.name, state: await job.getState(), result: job.returnvalue ?? null, failedReason: job.failedReason ?? null };
}
