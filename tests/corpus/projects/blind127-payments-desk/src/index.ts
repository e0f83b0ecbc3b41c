// Express entry point exposing the payments-desk tools through a low-level MCP server.
// @ts-nocheck
import express from 'express';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import tools from './tools';
import { fail } from './middleware';
import { verifier } from './verifier';

function createServer(): Server {
  const server = new Server({ name: 'payments-desk', version: '0.9.2' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: Object.entries(tools).map(([name, t]) => ({ name, description: t.description, inputSchema: t.inputSchema, annotations: t.annotations })),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const entry = Object.prototype.hasOwnProperty.call(tools, request.params.name) ? tools[request.params.name] : undefined;
    if (!entry) return fail(`No such tool: ${request.params.name}`);
    return (await entry.call(request.params, extra)) as any;
  });

  return server;
}

const app = express();
app.use(express.json());
app.post('/mcp', requireBearerAuth({ verifier, requiredScopes: ['payments:desk'] }), async (req, res) => {
  const server = createServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => void transport.close());
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});
app.listen(Number(process.env.PORT ?? 4000));
