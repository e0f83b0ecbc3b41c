// Express entry point exposing the stateless MCP endpoint and starting the workers.
'use strict';

const express = require('express');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { requireBearerAuth } = require('@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js');
const config = require('./config');
const { verifyAccessToken } = require('./auth');
const { buildServer } = require('./tools');
const { startPaymentWorker } = require('./workers/paymentWorker');
const { startReconciler } = require('./workers/reconciler');

const app = express();
app.use(express.json({ limit: '1mb' }));

const bearer = requireBearerAuth({ verifier: { verifyAccessToken }, requiredScopes: ['ap:read'] });

app.get('/healthz', (_req, res) => res.send('ok'));

app.post('/mcp', bearer, async (req, res) => {
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
    if (!res.headersSent) res.status(500).json({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null });
  }
});

app.all('/mcp', (_req, res) => res.status(405).set('allow', 'POST').end());

startPaymentWorker();
startReconciler();

app.listen(config.port, () => console.log(`ap-invoice-approvals listening on :${config.port}`));
