// HTTP entry point: a Hono app that authenticates callers and forwards /mcp to the MCP handler.
// @ts-nocheck
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { authenticate } from './auth.js';
import { buildServer } from './server.js';
import { pool } from './db.js';

const handler = createMcpHandler(() => buildServer());
const app = new Hono();

app.get('/.well-known/oauth-protected-resource', (c) =>
  c.json({ resource: `${config.publicUrl}/mcp`, authorization_servers: [config.issuer], scopes_supported: ['harvest:write'] }),
);

app.get('/healthz', async (c) => {
  await pool.query('select 1');
  return c.json({ ok: true });
});

app.all('/mcp', async (c) => {
  const auth = await authenticate(c.req.raw);
  if (auth instanceof Response) return auth;
  return handler.fetch(c.req.raw, { authInfo: auth });
});

const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  console.log(`orchardline-harvest MCP on port ${info.port}`);
});

process.on('SIGTERM', () => {
  server.close();
  pool.end().finally(() => process.exit(0));
});
