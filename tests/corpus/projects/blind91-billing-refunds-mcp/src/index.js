// Express entry point: stateless Streamable HTTP transport for MCP plus the processor webhook.
'use strict';

const express = require('express');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { config } = require('./config');
const { requireAgent } = require('./auth/bearer');
const { buildServer } = require('./server');
const { processorWebhook } = require('./webhooks/processor');

const app = express();
app.disable('x-powered-by');

app.use(processorWebhook());
app.use(express.json({ limit: '1mb' }));

app.post('/mcp', requireAgent('refunds:write'), async (req, res, next) => {
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
    next(err);
  }
});

app.all('/mcp', (req, res) => res.status(405).set('Allow', 'POST').end());

app.use((err, req, res, _next) => {
  console.error('[refunds-mcp]', err);
  if (!res.headersSent) res.status(500).json({ error: 'internal_error' });
});

app.listen(config.port, () => console.log(`billing-refunds MCP on :${config.port}`));
