// Builds the ops-runbook MCP server, dispatching tool calls for authenticated users over HTTP.
// @ts-nocheck
import express from 'express';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { buildTools, say, type CallParams } from './tools';
import { verifyAccessToken } from './auth';

// One store for the process: pending confirmations must survive across requests.
const tools = buildTools();

const createServer = () => {
  const server = new Server({ name: 'ops-runbook', version: '0.5.2' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [...tools.values()].map((t) => t.definition),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const userId = extra.authInfo?.extra?.userId;
    if (typeof userId !== 'string') return say('Not authenticated.', true) as never;
    const tool = tools.get(request.params.name);
    if (!tool) return say(`No tool named ${request.params.name}.`, true) as never;
    return (await tool.run(request.params as CallParams, { userId })) as never;
  });

  return server;
};

const app = express();
app.use(express.json());

app.post('/mcp', requireBearerAuth({ verifier: { verifyAccessToken }, requiredScopes: ['ops:write'] }), async (req, res) => {
  const server = createServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => void transport.close().then(() => server.close()));
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.listen(Number(process.env.PORT ?? 9400));
