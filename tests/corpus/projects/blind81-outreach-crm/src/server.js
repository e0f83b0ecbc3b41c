// Process entry: Express app with the MCP endpoint, provider webhooks and a health check.
const express = require('express');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const config = require('./config');
const { requireUser } = require('./auth');
const webhooks = require('./webhooks');
const { createCrmServer } = require('./tools');

const app = express();

app.use('/webhooks', webhooks);
app.get('/healthz', (_req, res) => res.json({ status: 'ok' }));

app.post('/mcp', express.json({ limit: '512kb' }), requireUser, async (req, res) => {
  const server = createCrmServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  try {
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  } catch (err) {
    console.error('[outreach-crm] MCP request failed', err);
    if (!res.headersSent) res.status(500).json({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null });
  }
});

app.listen(config.port, () => console.log(`outreach-crm MCP on :${config.port}`));
