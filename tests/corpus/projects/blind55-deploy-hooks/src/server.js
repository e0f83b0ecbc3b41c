import express from 'express';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { verifier } from './auth.js';
import { dispatch } from './hooks.js';
import { definitions } from './handlers/index.js';
import { ciWebhook, releasesFeed } from './webhooks.js';

function buildServer() {
  const server = new Server({ name: 'deploy-hooks', version: '2.1.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: definitions }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => dispatch(request.params, extra));
  return server;
}

const app = express();

app.post('/hooks/ci', express.raw({ type: 'application/json', limit: '256kb' }), ciWebhook);
app.get('/releases', releasesFeed);

app.post('/mcp', express.json({ limit: '128kb' }), requireBearerAuth({ verifier }), async (req, res) => {
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.listen(Number(process.env.PORT ?? 9090));
