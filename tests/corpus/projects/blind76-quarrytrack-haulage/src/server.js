// Express entry point: authenticates dispatchers and serves a stateless MCP endpoint on SDK 1.x.
const express = require('express');
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { ListToolsRequestSchema, CallToolRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const config = require('./config');
const { requireDispatcher } = require('./auth');
const { toolError } = require('./mrtr');

const tools = {
  dispatch_truck: require('./tools/dispatchTruck'),
  reconcile_tickets: require('./tools/reconcileTickets'),
  void_ticket: require('./tools/voidTicket'),
};

function buildServer() {
  const server = new Server({ name: 'quarrytrack-haulage', version: '2.3.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: Object.values(tools).map((t) => t.definition),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = tools[request.params.name];
    if (!tool) return toolError(`Unknown tool ${request.params.name}`);
    try {
      return await tool.handle(request, extra);
    } catch (error) {
      console.error(`[${request.params.name}]`, error);
      return toolError('Something went wrong on the server. Nothing further was changed.');
    }
  });

  return server;
}

const app = express();
app.use(express.json({ limit: '256kb' }));

app.post('/mcp', requireDispatcher, async (req, res) => {
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    transport.close().catch(() => {});
    server.close().catch(() => {});
  });
  try {
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  } catch (error) {
    console.error('[mcp]', error);
    if (!res.headersSent) res.status(500).json({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null });
  }
});

app.get('/healthz', (_req, res) => res.send('ok'));

app.listen(config.port, () => console.log(`quarrytrack-haulage MCP on :${config.port}`));
