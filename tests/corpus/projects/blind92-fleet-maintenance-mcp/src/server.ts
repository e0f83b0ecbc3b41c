// HTTP entry point: Hono app that authenticates callers and serves MCP over streamable HTTP.
// @ts-nocheck
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { loadConfig } from './config.js';
import { makeDb } from './db.js';
import { makeIntrospector } from './auth.js';
import { makeStateKit } from './state.js';
import { supplierClient } from './suppliers.js';
import { registerAll } from './tools/index.js';

const config = loadConfig();
const deps = { db: makeDb(config), state: makeStateKit(config.state), suppliers: supplierClient(config.supplier) }; // expect: no-weak-state-key
const authenticate = makeIntrospector(config.identity);
const serverInfo = { name: 'fleet-maintenance', version: '0.9.2' };

const mcp = createMcpHandler(() => registerAll(new McpServer(serverInfo, { capabilities: { tools: {} } }), deps));

const app = new Hono()
  .get('/healthz', (c) => c.json({ ok: true }))
  .all('/mcp', async (c) => {
    const authInfo = await authenticate(c.req.header('authorization'));
    return authInfo
      ? mcp.fetch(c.req.raw, { authInfo })
      : c.json({ error: 'unauthorized' }, 401, { 'WWW-Authenticate': 'Bearer realm="fleet-mcp"' });
  });

serve({ fetch: app.fetch, port: config.port }, ({ port }) => console.log(`fleet-maintenance MCP listening on :${port}`));
