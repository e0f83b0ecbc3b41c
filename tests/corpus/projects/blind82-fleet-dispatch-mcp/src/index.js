// Entry point: express app serving stateless Streamable HTTP MCP on /mcp behind OIDC bearer auth.
'use strict';
const express = require('express');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const config = require('./config');
const { authenticate } = require('./auth');
const { buildServer } = require('./server');
const { knownKids } = require('./keys/derive');

const app = express();
app.use(express.json({ limit: '512kb' }));

app.post('/mcp', authenticate, async (req, res) => {
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
      res.status(500).json({ jsonrpc: '2.0', error: { code: -32603, message: 'internal error' }, id: null });
    }
  }
});

app.get('/mcp', (_req, res) => res.status(405).set('Allow', 'POST').end());

app.get('/healthz', (_req, res) => res.json({ ok: true, stateKeys: knownKids().length }));

app.listen(config.port, () => {
  console.log(`fleet-dispatch-mcp listening on :${config.port}`);
});
