// Express entry point wiring the helpdesk tools into a low-level MCP server.
'use strict';

const express = require('express');
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { requireBearerAuth } = require('@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');

const { PendingStore } = require('./pendingStore');
const { createHelpdesk } = require('./helpdesk');
const { userIdFrom, AuthError } = require('./identity');
const { verifier } = require('./tokenVerifier');
const closeTicket = require('./tools/closeTicket');
const assignTicket = require('./tools/assignTicket');

const store = new PendingStore();
const helpdesk = createHelpdesk();

const tools = new Map([
  [closeTicket.definition.name, { definition: closeTicket.definition, run: closeTicket.makeCloseTicket({ store, helpdesk }) }],
  [assignTicket.definition.name, { definition: assignTicket.definition, run: assignTicket.makeAssignTicket({ store, helpdesk }) }],
]);

function buildServer() {
  const server = new Server({ name: 'helpdesk', version: '1.3.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [...tools.values()].map((t) => t.definition),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = tools.get(request.params.name);
    if (!tool) return { isError: true, content: [{ type: 'text', text: `Unknown tool ${request.params.name}` }] };
    try {
      return await tool.run(request.params, userIdFrom(extra));
    } catch (err) {
      if (err instanceof AuthError) return { isError: true, content: [{ type: 'text', text: err.message }] };
      throw err;
    }
  });

  return server;
}

const app = express();
app.use(express.json({ limit: '256kb' }));
app.post('/mcp', requireBearerAuth({ verifier, requiredScopes: ['helpdesk'] }), async (req, res) => {
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  const server = buildServer();
  res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.listen(Number(process.env.PORT || 3000));
