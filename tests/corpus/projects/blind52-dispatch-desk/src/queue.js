import { Queue } from 'bullmq';
import { redis } from './pending.js';

// Consumed by the notifier worker (SMS/push to technicians).
export const notifyQueue = new Queue('dispatch-notify', {
  connection: redis,
  defaultJobOptions: { attempts: 5, backoff: { type: 'exponential', delay: 2_000 }, removeOnComplete: 1_000 },
});
