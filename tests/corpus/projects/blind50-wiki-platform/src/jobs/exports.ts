import { Queue, Worker, type Job } from 'bullmq';
import IORedis from 'ioredis';
import { mkdir, writeFile } from 'node:fs/promises';
import { signDownloadPath, slugify } from '../lib/helpers.js';
import { settings } from '../settings.js';
import { confluenceConnection, db, pageBatch } from '../spaces.js';

const connection = new IORedis(settings.redisUrl, { maxRetriesPerRequest: null });

export const exportQueue = new Queue('wiki-exports', { connection });
export const importQueue = new Queue('wiki-imports', { connection });

async function notify(userId: string, message: string) {
  await db.query('insert into notifications (user_id, body) values ($1, $2)', [userId, message]);
}

async function exportSpace(job: Job<{ userId: string; spaceKey: string }>) {
  const chunks: string[] = [];
  let after: { updatedAt: string; id: string } | undefined;
  for (;;) {
    const pages = await pageBatch(job.data.spaceKey, after, 200);
    for (const p of pages) chunks.push(`# ${p.title}\n\n${p.body}\n`);
    const last = pages.at(-1);
    if (pages.length < 200 || !last) break;
    after = { updatedAt: last.updatedAt.toISOString(), id: last.id };
  }
  const path = `${slugify(job.data.spaceKey)}-${job.id}.md`;
  await mkdir('/var/lib/wiki/exports', { recursive: true });
  await writeFile(`/var/lib/wiki/exports/${path}`, chunks.join('\n'));
  await notify(job.data.userId, `Your export is ready: ${settings.publicUrl}${signDownloadPath(path)}`);
}

async function importConfluence(job: Job<{ userId: string; cloudId: string; spaceKey: string }>) {
  const conn = await confluenceConnection(job.data.userId);
  if (!conn || conn.cloudId !== job.data.cloudId) throw new Error('Atlassian connection changed since the import was requested');
  // ... page-by-page copy via the Confluence v2 API, using conn.accessToken ...
  await notify(job.data.userId, `Imported Confluence space ${job.data.spaceKey}.`);
}

export function startWorkers() {
  return [
    new Worker('wiki-exports', exportSpace, { connection, concurrency: 2 }),
    new Worker('wiki-imports', importConfluence, { connection, concurrency: 1 }),
  ];
}
