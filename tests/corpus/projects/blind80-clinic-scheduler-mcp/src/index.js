// Entry point: stateless Streamable HTTP MCP server (SDK 1.x) behind JWT bearer auth.
'use strict';

const express = require('express');
const { createRemoteJWKSet, jwtVerify } = require('jose');
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { requireBearerAuth } = require('@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const { buildContainer } = require('./container');

const container = buildContainer();
const config = container.resolve('config');
const jwks = createRemoteJWKSet(new URL(`${config.issuer}/.well-known/jwks.json`));

const verifier = {
  async verifyAccessToken(token) {
    const { payload } = await jwtVerify(token, jwks, { issuer: config.issuer, audience: config.audience });
    return {
      token,
      clientId: String(payload.azp || payload.client_id || ''),
      scopes: String(payload.scope || '').split(' ').filter(Boolean),
      expiresAt: payload.exp,
      extra: { staffId: payload.sub, clinicId: payload.clinic_id },
    };
  },
};

function buildMcpServer() {
  const server = new Server({ name: 'clinic-scheduler', version: '1.4.0' }, { capabilities: { tools: {} } });
  const registry = container.resolve('toolRegistry');
  const pipeline = container.resolve('pipeline');

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: Object.values(registry).map((t) => t.definition),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) =>
    pipeline({ name: request.params.name, args: request.params.arguments || {}, params: request.params, extra }),
  );
  return server;
}

const app = express();
app.use(express.json({ limit: '256kb' }));
app.get('/healthz', (_req, res) => res.json({ ok: true }));

app.post('/mcp', requireBearerAuth({ verifier, requiredScopes: ['scheduling'] }), async (req, res) => {
  const server = buildMcpServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

const httpServer = app.listen(config.port, () => console.info(`clinic-scheduler MCP on :${config.port}`));

process.on('SIGTERM', async () => {
  httpServer.close();
  await container.dispose();
});
