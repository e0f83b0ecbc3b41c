// Express entry point that serves the deploy-control MCP server behind bearer auth and state middleware.
'use strict';

const express = require('express');
const { McpServer } = require('@modelcontextprotocol/sdk/server/mcp.js');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { bearer } = require('./auth');
const roundTrip = require('./state/middleware');

const tools = [require('./tools/status'), require('./tools/scale'), require('./tools/rollback')];

function createServer() {
  const server = new McpServer({ name: 'deploy-control', version: '2.2.0' }, { capabilities: { tools: {} } });
  for (const register of tools) register(server);
  return server;
}

const app = express();
app.use(express.json({ limit: '512kb' }));

app.post('/mcp', bearer(), roundTrip(), async (req, res) => {
  const server = createServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  try {
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  } catch (err) {
    console.error('mcp request failed', err);
    if (!res.headersSent) {
      res.status(500).json({ jsonrpc: '2.0', id: null, error: { code: -32603, message: 'Internal error' } });
    }
  }
});

app.get('/mcp', (_req, res) => res.status(405).set('Allow', 'POST').end());

const port = Number(process.env.PORT || 3000);
app.listen(port, () => console.log(`deploy MCP on :${port}`));
