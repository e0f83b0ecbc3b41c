// Process entry point: serves the Berthline MCP endpoint over HTTP with Hono.
// @ts-nocheck
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { loadConfig } from './config.js';
import { harborIdpVerifier } from './auth.js';
import { openPool } from './db.js';
import { buildServer } from './server.js';

const config = loadConfig();
const sql = openPool(config.databaseUrl);

const mcp = createMcpHandler(() => buildServer({ config, sql })); // expect: no-weak-state-key
const guard = requireBearerAuth({
  verifier: harborIdpVerifier(config),
  requiredScopes: ['berths:read'],
});

const app = new Hono();

app.get('/healthz', async (c) => {
  await sql`select 1`;
  return c.json({ ok: true, service: 'berthline' });
});

app.all('/mcp', async (c) => {
  const authInfo = await guard(c.req.raw);
  if (authInfo instanceof Response) return authInfo;
  return mcp.fetch(c.req.raw, { authInfo });
});

const shutdown = async () => {
  await sql.end({ timeout: 5 });
  process.exit(0);
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

serve({ fetch: app.fetch, port: config.port }, (info) => {
  console.log(`berthline listening on :${info.port}`);
});
