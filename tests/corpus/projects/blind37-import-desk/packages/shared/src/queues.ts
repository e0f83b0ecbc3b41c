import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { config } from './config.js';

export const connection = new Redis(config.redisUrl, { maxRetriesPerRequest: null });

export interface SftpSource {
  host: string;
  port: number;
  username: string;
  password: string;
  remotePath: string;
}

export interface ImportJob {
  importId: string;
  dataset: 'customers' | 'orders' | 'products';
  source: SftpSource;
  mapping: Record<string, string>;
  requestedBy: string;
}

export interface PurgeJob {
  zone: string;
  paths: string[];
  requestedBy: string;
}

export const importQueue = new Queue<ImportJob>('imports', {
  connection,
  defaultJobOptions: { attempts: 3, backoff: { type: 'exponential', delay: 10_000 }, removeOnComplete: 1000 },
});

export const purgeQueue = new Queue<PurgeJob>('cdn-purge', {
  connection,
  defaultJobOptions: { attempts: 5, backoff: { type: 'fixed', delay: 2_000 }, removeOnComplete: true },
});
