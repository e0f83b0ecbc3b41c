// HTTP entry point: mounts the MCP handler and a health check on a Hono app.
// @ts-nocheck
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { authenticate } from './auth.js';
import { buildServer } from './server.js';
import { sql } from './db.js';

const mcp = createMcpHandler(() => buildServer());
const app = new Hono();

app.get('/healthz', async (c) => {
  await sql`select 1`;
  return c.json({ status: 'ok' });
});

app.all('/mcp', async (c) => {
  const auth = await authenticate(c.req.raw);
  if (auth instanceof Response) return auth;
  return mcp.fetch(c.req.raw, { authInfo: auth });
});

app.onError((err, c) => {
  console.error('unhandled error', err);
  return c.json({ error: 'internal error' }, 500);
});

const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  console.log(`pawprint MCP listening on ${config.publicUrl} (port ${info.port})`);
});

process.on('SIGTERM', async () => {
  server.close();
  await sql.end({ timeout: 5 });
  process.exit(0);
});
