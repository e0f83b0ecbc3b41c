// HTTP entry point: Express app exposing the recall MCP server on /mcp behind JWT auth.
'use strict';

const express = require('express');
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { config } = require('./config');
const { requireAuth } = require('./auth');
const { install } = require('./tools');

function buildServer() {
  const server = new Server(
    { name: 'warehouse-recall', version: '1.7.3' },
    { capabilities: { tools: {} } },
  );
  install(server);
  return server;
}

const app = express();
app.disable('x-powered-by');

app.get('/healthz', (_req, res) => {
  res.json({ ok: true });
});

app.post('/mcp', express.json({ limit: '512kb' }), requireAuth, async (req, res) => {
  const server = buildServer();
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
      res.status(500).json({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null });
    }
  }
});

app.listen(config.port, () => {
  console.log(`warehouse-recall listening on ${config.port}`);
});
