'use strict';

const express = require('express');
const pinoHttp = require('pino-http');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { requireBearerAuth } = require('@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js');
const config = require('./lib/config');
const { introspect } = require('./lib/lims');
const { router: limsWebhook } = require('./routes/lims-webhook');
const { buildServer } = require('./tools');

const app = express();
app.set('trust proxy', 1);
app.use(pinoHttp({ redact: ['req.headers.authorization', 'req.headers["x-lims-signature"]'] }));

// raw body for signature checks, so mount before express.json()
app.use(limsWebhook);

app.use(express.json({ limit: '1mb' }));

const auth = requireBearerAuth({
  verifier: { verifyAccessToken: introspect },
  requiredScopes: ['biobank.samples'],
  resourceMetadataUrl: `${config.publicUrl}/.well-known/oauth-protected-resource`,
});

app.get('/.well-known/oauth-protected-resource', (_req, res) => {
  res.json({
    resource: `${config.publicUrl}/mcp`,
    authorization_servers: [new URL(config.lims.introspectionUrl).origin],
    scopes_supported: ['biobank.samples'],
  });
});

// Stateless: a fresh server + transport per request; anything a tool needs between
// rounds travels in requestState.
app.post('/mcp', auth, async (req, res) => {
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
    req.log.error({ err }, 'mcp request failed');
    if (!res.headersSent) {
      res.status(500).json({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null });
    }
  }
});

app.all('/mcp', (_req, res) => res.status(405).set('allow', 'POST').end());

app.listen(config.port, () => {
  console.log(`freezer-inventory-mcp listening on :${config.port}`);
});
