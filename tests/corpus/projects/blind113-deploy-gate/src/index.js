// Express entry point that serves the deploy-gate MCP server with its release listing and rollback tools.
'use strict';

const express = require('express');
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const { getStateKey } = require('./config/stateKey');
const { bearerAuth, userFrom } = require('./auth');

const tools = [require('./tools/releases'), require('./tools/rollback')];
const byName = new Map(tools.map((t) => [t.definition.name, t]));

// fail at boot, not on the first rollback
getStateKey();

function buildServer() {
  const server = new Server({ name: 'deploy-gate', version: '1.4.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: tools.map((t) => t.definition) }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = byName.get(request.params.name);
    if (!tool) {
      return { isError: true, content: [{ type: 'text', text: `Unknown tool ${request.params.name}` }] };
    }
    return tool.handle({
      args: request.params.arguments || {},
      user: userFrom(extra),
      requestState: request.params.requestState,
      inputResponses: request.params.inputResponses,
    });
  });

  return server;
}

const app = express();
app.use(express.json({ limit: '256kb' }));

app.post('/mcp', bearerAuth('deploy:rollback'), async (req, res) => {
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

const port = Number(process.env.PORT || 3030);
app.listen(port, () => console.error(`deploy-gate on :${port}`));
