// HTTP entry point: serves the stateless MCP endpoint on Express behind bearer authentication.
const express = require('express');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const config = require('./config');
const { authenticate } = require('./auth');
const { buildServer } = require('./server');
const db = require('./db');

const app = express();
app.disable('x-powered-by');
app.use(express.json({ limit: '256kb' }));

app.get('/healthz', async (_req, res) => {
  try {
    await db.ping();
    res.json({ ok: true });
  } catch (err) {
    res.status(503).json({ ok: false, error: err.message });
  }
});

app.post('/mcp', authenticate, async (req, res) => {
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  res.on('close', () => {
    transport.close().catch(() => {});
    server.close().catch(() => {});
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

app.all('/mcp', (_req, res) => {
  res.status(405).set('Allow', 'POST').end();
});

app.use((err, _req, res, _next) => {
  console.error(err);
  res.status(502).json({ error: 'upstream failure' });
});

const listener = app.listen(config.port, () => {
  console.log(`irrigation MCP listening on :${listener.address().port}`);
});

process.on('SIGTERM', () => {
  listener.close(() => db.end().finally(() => process.exit(0)));
});
