// Signs and delivers job-event webhooks to subscriber endpoints, and polls for finished jobs to announce.
import { createHmac, randomUUID } from 'node:crypto';
import { config } from './config.js';
import { unwrapSecret } from './crypto/keys.js';
import { jobsAwaitingNotice, markJobNotified, recordDelivery, subscriptionsFor } from './db.js';
import { serviceWarehouse } from './warehouseApi.js';

export function signatureHeader(secret, body, timestamp = Math.floor(Date.now() / 1000)) {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

async function deliver(subscription, event) {
  const body = JSON.stringify(event);
  const secret = unwrapSecret(subscription.secret_wrapped, subscription.id);
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    let status = 0;
    try {
      const res = await fetch(subscription.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Warehouse-Event-Id': event.id,
          'Warehouse-Signature': signatureHeader(secret, body),
        },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(10_000),
      });
      status = res.status;
    } catch {
      status = 0;
    }
    await recordDelivery({ subscriptionId: subscription.id, eventId: event.id, status, attempt });
    if (status >= 200 && status < 300) return true;
    await new Promise((r) => setTimeout(r, attempt * 2000));
  }
  return false;
}

async function announceFinishedJobs() {
  const wh = serviceWarehouse();
  for (const job of await jobsAwaitingNotice()) {
    const info = await wh.getJob(job.job_id);
    const state = info.status?.state;
    if (state !== 'DONE' && state !== 'CANCELLED') continue;
    const type = info.status?.errorResult ? 'job.failed' : state === 'CANCELLED' ? 'job.cancelled' : 'job.succeeded';
    const event = {
      id: `evt_${randomUUID()}`,
      type,
      created: new Date().toISOString(),
      data: { jobId: job.job_id, kind: job.kind, target: job.target, error: info.status?.errorResult?.message ?? null },
    };
    for (const sub of await subscriptionsFor(job.user_id, type)) await deliver(sub, event);
    await markJobNotified(job.job_id, state);
  }
}

export function startDeliveryLoop() {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await announceFinishedJobs();
    } catch (err) {
      console.error('[warehouse-mcp] delivery loop failed', err.message);
    } finally {
      running = false;
    }
  }, config.deliveryIntervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
