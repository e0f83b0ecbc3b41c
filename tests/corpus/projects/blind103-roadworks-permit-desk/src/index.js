// Hono application: MCP endpoint behind bearer auth, inspection webhook and a health probe.
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { bearer } from './auth.js';
import { buildServer } from './server.js';
import { handleInspectionWebhook } from './webhooks.js';
import { db } from './db.js';

const app = new Hono();
const mcp = createMcpHandler(buildServer);

app.get('/healthz', async c => {
  await db.raw('select 1');
  return c.json({ ok: true, apiVersion: config.apiVersion });
});

app.post('/webhooks/inspections', async c => {
  const rawBody = await c.req.text();
  const { status } = await handleInspectionWebhook(rawBody, c.req.header('x-inspections-signature'));
  return c.body(null, status);
});

app.all('/mcp', async c => {
  const auth = await bearer(c.req.raw);
  if (auth instanceof Response) return auth;
  return mcp.fetch(c.req.raw, { authInfo: auth });
});

const server = serve({ fetch: app.fetch, port: config.port }, info => {
  console.log(`permit desk listening on :${info.port}`);
});

process.on('SIGTERM', () => {
  server.close(() => db.destroy().then(() => process.exit(0)));
});
