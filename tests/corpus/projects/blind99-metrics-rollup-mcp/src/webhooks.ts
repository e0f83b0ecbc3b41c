// Verifies the scheduler's signed completion callbacks and records the outcome on the matching rollup job.
// @ts-nocheck
import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from './config.js';
import { updateJobByQueryId } from './jobs.js';

const TOLERANCE_SECONDS = 300;

export function verifySchedulerSignature(header: string | undefined, rawBody: string, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  if (!header || !header.startsWith('t=')) return false;
  const fields = Object.fromEntries(header.split(',').map((part) => part.split('=', 2)));
  const timestamp = Number(fields.t);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > TOLERANCE_SECONDS) return false;
  if (typeof fields.v1 !== 'string' || !/^[a-f0-9]{64}$/.test(fields.v1)) return false;
  const computed = createHmac('sha256', config.schedulerWebhookSecret).update(`${timestamp}.${rawBody}`).digest();
  const presented = Buffer.from(fields.v1, 'hex');
  return presented.length === computed.length && timingSafeEqual(presented, computed);
}

export async function handleSchedulerCallback(header: string | undefined, rawBody: string) {
  if (!verifySchedulerSignature(header, rawBody)) return { status: 401, body: { error: 'invalid signature' } };
  const event = JSON.parse(rawBody);
  if (event.type === 'rollup.finished') {
    await updateJobByQueryId(event.queryId, { status: 'finished' });
  } else if (event.type === 'rollup.failed') {
    await updateJobByQueryId(event.queryId, { status: 'failed' });
  }
  return { status: 204, body: null };
}
