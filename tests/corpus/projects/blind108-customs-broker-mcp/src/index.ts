// Hono entry point: the MCP endpoint behind bearer auth, plus the carrier status webhook.
// @ts-nocheck
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { authenticate } from './identity.js';
import { buildServer } from './server.js';
import { carrierWebhook } from './carrierWebhook.js';
import { closeDb } from './db.js';

const mcp = createMcpHandler(() => buildServer());
const app = new Hono();

app.get('/healthz', (c) => c.json({ ok: true }));
app.post('/hooks/carrier', carrierWebhook);

app.all('/mcp', async (c) => {
  const auth = await authenticate(c.req.raw);
  if (auth instanceof Response) return auth;
  return mcp.fetch(c.req.raw, { authInfo: auth });
});

const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  console.log(`customs-broker-mcp listening on :${info.port}`);
});

process.once('SIGTERM', () => {
  server.close(async () => {
    await closeDb();
    process.exit(0);
  });
});
