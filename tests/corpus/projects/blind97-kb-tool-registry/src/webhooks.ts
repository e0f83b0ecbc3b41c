// CMS webhook route: verifies the HMAC signature and timestamp, then marks changed pages as stale.
// @ts-nocheck
import { Hono } from 'hono';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from './config.js';
import { markStale } from './store.js';
import { log } from './hooks.js';

const MAX_SKEW_SECONDS = 300;
const PREFIX = 'sha256=';

function signatureMatches(header: string, timestamp: string, body: Buffer): boolean {
  if (!header.startsWith(PREFIX)) return false;
  const given = Buffer.from(header.slice(PREFIX.length), 'hex');
  const computed = createHmac('sha256', config.cms.webhookSecret).update(`${timestamp}.`).update(body).digest();
  return given.length === computed.length && timingSafeEqual(given, computed);
}

export const webhooks = new Hono();

webhooks.post('/cms', async (c) => {
  const timestamp = c.req.header('x-cms-timestamp') ?? '';
  const signature = c.req.header('x-cms-signature') ?? '';
  const age = Math.abs(Date.now() / 1000 - Number(timestamp));
  if (!Number.isFinite(age) || age > MAX_SKEW_SECONDS) return c.text('stale or missing timestamp', 401);

  const body = Buffer.from(await c.req.arrayBuffer());
  if (!signatureMatches(signature, timestamp, body)) return c.text('invalid signature', 401);

  const event = JSON.parse(body.toString('utf8'));
  if (event.type === 'entry.updated' || event.type === 'entry.deleted') {
    await markStale(event.entry.id);
    log.info({ cmsId: event.entry.id, type: event.type }, 'cms change received');
  }
  return c.body(null, 204);
});
