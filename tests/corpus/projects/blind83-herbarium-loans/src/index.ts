// Hono entry point: bearer-protected /mcp and the courier webhook, served with @hono/node-server.
// @ts-nocheck
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { env } from './env.js';
import { authenticate } from './auth.js';
import { buildServer } from './server.js';
import { handleCourierHook } from './webhooks.js';

const mcp = createMcpHandler(buildServer);
const app = new Hono();

app.get('/healthz', (c) => c.json({ ok: true }));

app.all('/mcp', async (c) => {
  const auth = await authenticate(c.req.raw);
  if (auth instanceof Response) return auth;
  return mcp.fetch(c.req.raw, { authInfo: auth });
});

app.post('/hooks/courier', async (c) =>
  handleCourierHook(await c.req.text(), c.req.header('x-courier-signature'), c.req.header('x-courier-timestamp')),
);

serve({ fetch: app.fetch, port: env.port }, (info) => {
  console.log(`herbarium-loans listening on ${info.port}`);
});
