// Hono application exposing the warehouse MCP endpoint over streamable HTTP.
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { loadConfig } from './config.js';
import { createDb } from './db.js';
import { createVerifier } from './auth.js';
import { createWmsClient } from './wms-client.js';
import { createServerFactory } from './mcp.js';

const config = loadConfig();
const db = createDb(config.pgUrl);
const wms = createWmsClient(config.wmsApiUrl);
const verifier = createVerifier({ authServiceUrl: config.authServiceUrl, machineKeys: config.machineKeys });
const authenticate = requireBearerAuth({ verifier, requiredScopes: ['wms:read'] });
const mcp = createMcpHandler(createServerFactory({ config, db, wms }));

const app = new Hono();

app.get('/healthz', async (c) => {
  await db.sql`select 1`;
  return c.json({ ok: true });
});

app.all('/mcp', async (c) => {
  const auth = await authenticate(c.req.raw);
  if (auth instanceof Response) return auth;
  return mcp.fetch(c.req.raw, { authInfo: auth });
});

app.onError((err, c) => {
  console.error('[warehouse-ops] unhandled', err);
  return c.json({ error: 'internal error' }, 500);
});

const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  console.log(`[warehouse-ops] listening on :${info.port}`);
});

process.on('SIGTERM', async () => {
  server.close();
  await db.close();
});
