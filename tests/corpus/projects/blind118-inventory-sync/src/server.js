// Express entry point serving the inventory-sync MCP server behind bearer authentication.
'use strict';

const express = require('express');
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { registerHandlers } = require('./handlers');
const { bearer } = require('./auth');

const app = express();
app.use(express.json({ limit: '1mb' }));

app.post('/mcp', bearer, async (req, res) => {
  const server = new Server({ name: 'inventory-sync', version: '1.8.0' }, { capabilities: { tools: {} } });
  registerHandlers(server);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

const port = Number(process.env.PORT || 8080);
app.listen(port, () => console.log(`inventory-sync MCP on :${port}`));
