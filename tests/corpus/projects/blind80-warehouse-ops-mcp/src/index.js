// Entry point: Express app exposing the stateless MCP endpoint (SDK 1.x) and the carrier webhook.
import express from 'express';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import { buildContainer } from './bottle.js';
import { carrierWebhook } from './http/carrierWebhook.js';

const container = buildContainer();
const { config, verifier, tools } = container;

function mcpServer() {
  const server = new McpServer({ name: 'warehouse-ops', version: '3.0.1' }, { capabilities: { tools: {} } });
  for (const tool of tools) {
    server.registerTool(tool.name, tool.config, (args, extra) => tool.run({ tool: tool.name, args, extra }));
  }
  return server;
}

const app = express();
app.disable('x-powered-by');

app.post('/webhooks/carrier', express.raw({ type: 'application/json', limit: '512kb' }), carrierWebhook(container));

app.post('/mcp', express.json({ limit: '256kb' }), requireBearerAuth({ verifier, requiredScopes: ['wms:supervise'] }), async (req, res) => {
  const server = mcpServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.get('/healthz', (_req, res) => res.json({ ok: true, apiVersion: config.apiVersion }));

app.listen(config.port, () => console.info(`warehouse-ops MCP listening on ${config.port}`));
