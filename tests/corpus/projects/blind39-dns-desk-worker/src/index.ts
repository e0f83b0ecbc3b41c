import { Hono } from 'hono';
import { createMcpHandler } from '@modelcontextprotocol/server';
import type { AppEnv } from './types';
import { isGenuineNotification, requireApiKey } from './auth';
import { buildServer } from './mcp/server';

export { PendingConfirmations } from './state/pending';

const app = new Hono<AppEnv>();

app.get('/healthz', (c) => c.text('ok'));

// Cloudflare Notifications (DNS record changes made outside dns-desk) land here.
app.post('/hooks/cf-notify', async (c) => {
  if (!isGenuineNotification(c.req.header('cf-webhook-auth'), c.env.NOTIFY_WEBHOOK_SECRET)) {
    return c.text('forbidden', 403);
  }
  const alert = await c.req.json<{ name?: string; text?: string; ts?: number }>();
  await c.env.ALERTS.put(`alert:${Date.now()}:${crypto.randomUUID()}`, JSON.stringify(alert), { expirationTtl: 7 * 86400 });
  return c.body(null, 204);
});

app.use('/mcp', requireApiKey);
app.all('/mcp', (c) => createMcpHandler(() => buildServer(c.env)).fetch(c.req.raw, { authInfo: c.get('authInfo') }));

export default app;
