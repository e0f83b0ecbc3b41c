// Express entry point that builds the report-export MCP server and serves it at /mcp behind bearer auth.
'use strict';

const express = require('express');
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { requireBearerAuth } = require('@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const { verifier } = require('./auth');

const tools = [require('./tools/exportReport'), require('./tools/purgeArchives')];
const byName = new Map(tools.map((t) => [t.definition.name, t]));

function buildServer() {
  const server = new Server({ name: 'report-export', version: '1.2.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: tools.map((t) => t.definition) }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = byName.get(request.params.name);
    if (!tool) return { isError: true, content: [{ type: 'text', text: `Unknown tool ${request.params.name}` }] };
    const userId = extra.authInfo && extra.authInfo.extra && extra.authInfo.extra.userId;
    if (!userId) return { isError: true, content: [{ type: 'text', text: 'Not signed in.' }] };
    return tool.handle(request.params, userId);
  });

  return server;
}

const app = express();
app.use(express.json({ limit: '256kb' }));
app.post('/mcp', requireBearerAuth({ verifier, requiredScopes: ['reports'] }), async (req, res) => {
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.listen(Number(process.env.PORT) || 8080);
