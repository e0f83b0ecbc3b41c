// GitHub webhook receiver: checks X-Hub-Signature-256 and drops cached release lists on release events.
// @ts-nocheck
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { env } from './env.js';
import { forgetReleaseCache } from './drafts.js';

const ReleaseEvent = z.object({
  action: z.string(),
  release: z.object({ id: z.number(), tag_name: z.string(), draft: z.boolean() }),
  repository: z.object({ full_name: z.string() }),
});

function signatureMatches(rawBody: string, header: string | undefined): boolean {
  if (!header) return false;
  const computed = `sha256=${createHmac('sha256', env.GITHUB_WEBHOOK_SECRET).update(rawBody, 'utf8').digest('hex')}`;
  const a = Buffer.from(header, 'utf8');
  const b = Buffer.from(computed, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

export const webhooks = new Hono();

webhooks.post('/github', async (c) => {
  const rawBody = await c.req.text();
  if (!signatureMatches(rawBody, c.req.header('x-hub-signature-256'))) {
    return c.json({ error: 'signature' }, 401);
  }
  const event = c.req.header('x-github-event');
  if (event === 'ping') return c.json({ ok: true });
  if (event !== 'release') return c.body(null, 204);

  const parsed = ReleaseEvent.safeParse(JSON.parse(rawBody));
  if (!parsed.success) return c.json({ error: 'payload' }, 422);
  await forgetReleaseCache(parsed.data.repository.full_name);
  return c.body(null, 204);
});
