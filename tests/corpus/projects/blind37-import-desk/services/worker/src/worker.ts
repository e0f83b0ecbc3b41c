import { Worker, type Job } from 'bullmq';
import SftpClient from 'ssh2-sftp-client';
import { parse } from 'csv-parse';
import { request } from 'undici';
import { config } from '@import-desk/shared/config';
import { connection, type ImportJob, type PurgeJob } from '@import-desk/shared/queues';

const BATCH = 500;

async function upsert(dataset: string, rows: Record<string, unknown>[], importId: string) {
  const res = await request(`${config.catalogApi}/datasets/${dataset}/rows:batchUpsert`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `${importId}:${rows.length}:${JSON.stringify(rows[0]).length}` },
    body: JSON.stringify({ rows }),
  });
  if (res.statusCode >= 300) throw new Error(`catalog upsert failed: ${res.statusCode}`);
  await res.body.dump();
}

async function runImport(job: Job<ImportJob>) {
  const { importId, dataset, source, mapping } = job.data;
  const sftp = new SftpClient(`import-${importId}`);
  await sftp.connect({ host: source.host, port: source.port, username: source.username, password: source.password });
  let total = 0;
  try {
    const stream = sftp.createReadStream(source.remotePath);
    const parser = stream.pipe(parse({ columns: true, skip_empty_lines: true, trim: true }));
    let batch: Record<string, unknown>[] = [];
    for await (const record of parser as AsyncIterable<Record<string, string>>) {
      const row: Record<string, unknown> = {};
      for (const [column, field] of Object.entries(mapping)) row[field] = record[column];
      batch.push(row);
      if (batch.length === BATCH) {
        await upsert(dataset, batch, importId);
        total += batch.length;
        batch = [];
        await job.updateProgress({ rows: total });
      }
    }
    if (batch.length) {
      await upsert(dataset, batch, importId);
      total += batch.length;
    }
  } finally {
    await sftp.end();
  }
  return { rows: total };
}

async function runPurge(job: Job<PurgeJob>) {
  if (!config.cdn.apiToken) throw new Error('CDN_API_TOKEN is not set');
  const { zone, paths } = job.data;
  const res = await request(`${config.cdn.apiBase}/zones/${encodeURIComponent(zone)}/purge`, {
    method: 'POST',
    headers: { authorization: `Bearer ${config.cdn.apiToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ files: paths }),
  });
  if (res.statusCode !== 200) throw new Error(`purge failed for ${zone}: ${res.statusCode} ${await res.body.text()}`);
  return res.body.json();
}

const imports = new Worker<ImportJob>('imports', runImport, { connection, concurrency: 2 });
const purges = new Worker<PurgeJob>('cdn-purge', runPurge, { connection, concurrency: 8, limiter: { max: 20, duration: 60_000 } });

for (const w of [imports, purges]) {
  w.on('failed', (job, err) => console.error(`[${w.name}] job ${job?.id} failed: ${err.message}`));
  w.on('completed', (job) => console.log(`[${w.name}] job ${job.id} done by ${job.data.requestedBy}`));
}

async function shutdown() {
  await Promise.all([imports.close(), purges.close()]);
  await connection.quit();
  process.exit(0);
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
