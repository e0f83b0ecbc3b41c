#!/usr/bin/env node
// Express entry point that builds the deploy-gate MCP server and serves it at /mcp behind bearer auth.
'use strict';

const express = require('express');
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { requireBearerAuth } = require('@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');

const { loadStateKey } = require('./lib/keys');
const { createSigner } = require('./lib/signer');
const { text } = require('./lib/rounds');
const { userIdOf } = require('./identity');
const buildTools = require('./tools');
const { verifyAccessToken } = require('./tokenVerifier');

const signer = createSigner({ key: loadStateKey() });
const tools = buildTools(signer);

function createMcpServer() {
  const server = new Server({ name: 'deploy-gate', version: '1.7.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [...tools.values()].map((t) => t.definition),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = tools.get(request.params.name);
    if (!tool) return text(`Unknown tool ${request.params.name}`, true);
    const userId = userIdOf(extra);
    try {
      return await tool.handle(request.params, userId);
    } catch (err) {
      console.error(`[${request.params.name}]`, err);
      return text(`Failed: ${err.message}`, true);
    }
  });

  return server;
}

const app = express();
app.use(express.json({ limit: '1mb' }));
app.post('/mcp', requireBearerAuth({ verifier: { verifyAccessToken } }), async (req, res) => {
  const server = createMcpServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

const port = Number(process.env.PORT || 8765);
app.listen(port, () => console.error(`deploy-gate listening on ${port}`));
