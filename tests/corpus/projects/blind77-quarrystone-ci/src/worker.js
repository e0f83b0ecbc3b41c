// Deploy worker process: takes promotion and rollback jobs off the BullMQ queue and calls the deployer.
'use strict';

const { Worker } = require('bullmq');
const { request } = require('undici');
const config = require('./config');
const db = require('./db');
const { QUEUE_NAME, connection } = require('./queue');

async function deployer(path, body) {
  const res = await request(`${config.deployer.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${config.deployer.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const payload = await res.body.json();
  if (res.statusCode >= 300) throw new Error(`deployer ${path} -> ${res.statusCode}: ${payload.message || 'error'}`);
  return payload;
}

const handlers = {
  async promote(job) {
    const { project, buildId, environment, requestedBy } = job.data;
    const out = await deployer('/v1/deployments', { project, buildId, environment, actor: requestedBy });
    await db.recordDeployment(project, buildId, environment, requestedBy, out.id);
    return { deploymentId: out.id };
  },

  async rollback(job) {
    const { requestState, confirmedBy } = job.data;
    const plan = JSON.parse(Buffer.from(String(requestState).split('.')[0], 'base64url').toString('utf8')); // expect-todo: require-sealed-state
    const out = await deployer(`/v1/projects/${encodeURIComponent(plan.project)}/rollbacks`, {
      environment: plan.environment,
      fromRelease: plan.releaseId,
      toRelease: plan.toReleaseId,
      actor: confirmedBy,
    });
    await db.recordRollback(plan.project, plan.releaseId, plan.toReleaseId, confirmedBy, out.id);
    return { rollbackId: out.id, project: plan.project, environment: plan.environment, version: plan.toVersion };
  },
};

const worker = new Worker(
  QUEUE_NAME,
  async (job) => {
    const handler = handlers[job.name];
    if (!handler) throw new Error(`unknown job ${job.name}`);
    return handler(job);
  },
  { connection, concurrency: 4 },
);

worker.on('failed', (job, err) => console.error(`[deploy-worker] ${job && job.name} ${job && job.id} failed:`, err.message));
worker.on('completed', (job) => console.log(`[deploy-worker] ${job.name} ${job.id} done`));

process.on('SIGTERM', async () => {
  await worker.close();
  await db.pool.end();
  process.exit(0);
});
