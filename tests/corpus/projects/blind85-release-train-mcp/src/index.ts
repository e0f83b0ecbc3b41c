// Hono application: the authenticated MCP endpoint, the GitHub webhook receiver and a health check.
// @ts-nocheck
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { env } from './env.js';
import { authenticate } from './auth.js';
import { buildServer } from './server.js';
import { webhooks } from './webhooks.js';
import { redis } from './drafts.js';

const mcp = createMcpHandler(buildServer);
const app = new Hono();

app.get('/healthz', async (c) => {
  const pong = await redis.ping();
  return c.json({ ok: pong === 'PONG' });
});

app.all('/mcp', async (c) => {
  const auth = await authenticate(c.req.raw);
  if (auth instanceof Response) return auth;
  return mcp.fetch(c.req.raw, { authInfo: auth });
});

app.route('/webhooks', webhooks);

app.onError((err, c) => {
  console.error('unhandled', err);
  return c.json({ error: 'internal_error' }, 500);
});

serve({ fetch: app.fetch, port: env.PORT }, (info) => {
  console.log(`release-train MCP on ${env.PUBLIC_URL} (port ${info.port})`);
});
