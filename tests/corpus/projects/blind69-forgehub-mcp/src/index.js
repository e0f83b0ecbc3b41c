// Express entry point: stateless Streamable HTTP endpoint at /mcp plus the forge webhook receiver.
const express = require('express');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const config = require('./config');
const { keyFingerprint } = require('./keys');
const { authenticate } = require('./auth');
const { buildServer } = require('./tools');
const { webhookRoute } = require('./webhooks');

const app = express();
app.disable('x-powered-by');

app.post('/hooks/forge', express.raw({ type: 'application/json', limit: '5mb' }), webhookRoute);

app.get('/healthz', (_req, res) => res.json({ ok: true }));

app.post('/mcp', express.json({ limit: '1mb' }), authenticate, async (req, res) => {
  const server = buildServer(req.user);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  try {
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  } catch (err) {
    console.error('[forgehub] mcp request failed', err);
    if (!res.headersSent) {
      res.status(500).json({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null });
    }
  }
});

app.all('/mcp', (_req, res) => {
  res.status(405).set('Allow', 'POST').json({ jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed' }, id: null });
});

app.listen(config.port, () => {
  console.log(`[forgehub] listening on :${config.port}, forge ${config.forgeBaseUrl}, state key ${keyFingerprint(config.stateSecret)}`);
});
