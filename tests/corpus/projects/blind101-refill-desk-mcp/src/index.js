// HTTP entry point: Express app serving the stateless MCP endpoint behind patient-portal authentication.
const express = require('express');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const config = require('./config');
const { authenticate } = require('./auth');
const { buildServer } = require('./server');

const app = express();
app.disable('x-powered-by');
app.use(express.json({ limit: '256kb' }));

app.post('/mcp', authenticate, async (req, res) => {
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
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

app.all('/mcp', (req, res) => res.status(405).set('Allow', 'POST').end());
app.get('/healthz', (req, res) => res.json({ ok: true }));

app.listen(config.port, () => console.log(`refill-desk MCP listening on :${config.port}`));
