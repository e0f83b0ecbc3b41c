// Express entry point: stateless Streamable HTTP transport behind bearer-token auth.
'use strict';

const express = require('express');
const pino = require('pino');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { requireBearerAuth } = require('@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js');
const config = require('./config');
const { verifier } = require('./auth/verifier');
const { createServer } = require('./mcp/server');

const log = pino({ name: 'glasshouse-climate' });
const app = express();
app.use(express.json({ limit: '256kb' }));

const bearer = requireBearerAuth({ verifier, requiredScopes: ['climate:operate'] });

app.post('/mcp', bearer, async (req, res) => {
  const server = createServer(log);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  try {
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  } catch (err) {
    log.error({ err }, 'mcp request failed');
    if (!res.headersSent) {
      res.status(500).json({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null });
    }
  }
});

app.all('/mcp', (_req, res) => {
  res.status(405).set('allow', 'POST').end();
});

app.get('/healthz', (_req, res) => res.json({ ok: true, sites: config.sites }));

app.listen(config.port, () => log.info({ port: config.port }, 'glasshouse climate MCP listening'));
