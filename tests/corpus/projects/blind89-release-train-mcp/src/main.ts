// Process entry: connects to NATS, starts the bus workers and serves MCP over Hono.
// @ts-nocheck
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { verifyAccessToken } from './auth.js';
import { connectBus } from './bus/nats.js';
import { startPromoter } from './workers/promoter.js';
import { registerTools } from './tools.js';

await connectBus();
startPromoter();

const authenticate = requireBearerAuth({ verifier: { verifyAccessToken }, requiredScopes: ['release:read'] });

const mcp = createMcpHandler(() => {
  const server = new McpServer({ name: 'release-train-mcp', version: '0.14.2' }, { capabilities: { tools: {} } });
  registerTools(server);
  return server;
});

const app = new Hono();

app.get('/healthz', (c) => c.text('ok'));

app.all('/mcp', async (c) => {
  const auth = await authenticate(c.req.raw);
  if (auth instanceof Response) return auth;
  return mcp.fetch(c.req.raw, { authInfo: auth });
});

serve({ fetch: app.fetch, port: config.port }, (info) => console.log(`release-train-mcp on :${info.port}`));
