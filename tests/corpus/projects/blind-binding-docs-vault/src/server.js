// Models the docs-vault MCP server on SDK 1.x: low-level Server over Streamable HTTP with bearer auth, dispatching to handlers.
'use strict';

const express = require('express');
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { requireBearerAuth } = require('@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const { createFlowStore } = require('./flowStore');
const { makeHandlers } = require('./handlers');
const { verifyAccessToken } = require('./auth');

const handlers = makeHandlers(createFlowStore());

function buildServer() {
  const server = new Server({ name: 'docs-vault', version: '0.7.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [
      {
        name: 'delete_folder',
        description: 'Delete a folder and everything in it',
        inputSchema: { type: 'object', properties: { folderId: { type: 'string' } }, required: ['folderId'] },
        annotations: { destructiveHint: true },
      },
      {
        name: 'move_document',
        description: 'Move a document to another folder',
        inputSchema: { type: 'object', properties: { documentId: { type: 'string' } }, required: ['documentId'] },
      },
    ],
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const userId = extra.authInfo?.extra?.sub;
    const handler = handlers[request.params.name];
    if (!userId || !handler) {
      return { content: [{ type: 'text', text: 'Not available.' }], isError: true };
    }
    return handler(request.params, userId);
  });

  return server;
}

const app = express();
app.use(express.json());
app.post('/mcp', requireBearerAuth({ verifier: { verifyAccessToken } }), async (req, res) => {
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => transport.close());
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});
app.listen(Number(process.env.PORT) || 3000);
