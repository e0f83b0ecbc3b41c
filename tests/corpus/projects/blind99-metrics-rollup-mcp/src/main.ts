// Process entry point: Hono app serving the MCP endpoint behind bearer auth, plus the scheduler callback.
// @ts-nocheck
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { verifyAccessToken } from './auth.js';
import { config } from './config.js';
import { buildServer } from './server.js';
import { handleSchedulerCallback } from './webhooks.js';

const app = new Hono();
const mcp = createMcpHandler(() => buildServer());
const authenticate = requireBearerAuth({ verifier: { verifyAccessToken }, requiredScopes: ['metrics:read'] });

app.get('/healthz', (c) => c.text('ok'));

app.all('/mcp', async (c) => {
  const auth = await authenticate(c.req.raw);
  if (auth instanceof Response) return auth;
  return mcp.fetch(c.req.raw, { authInfo: auth });
});

app.post('/hooks/scheduler', async (c) => {
  const rawBody = await c.req.text();
  const result = await handleSchedulerCallback(c.req.header('x-scheduler-signature'), rawBody);
  return result.body === null ? c.body(null, result.status) : c.json(result.body, result.status);
});

serve({ fetch: app.fetch, port: config.port }, (info) => {
  console.log(`metrics-rollup-mcp listening on :${info.port}`);
});
