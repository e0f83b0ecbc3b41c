// HTTP entry point: Express app serving the custody MCP endpoint over stateless streamable HTTP.
const express = require('express');
const jwt = require('jsonwebtoken');
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const config = require('./config');
const tools = require('./tools');
const { readRoundTrip, toolError } = require('./lib/roundTrip');
const pkg = require('../package.json');

function bearerAuth(req, res, next) {
  const match = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') || '');
  if (!match) return res.status(401).set('WWW-Authenticate', 'Bearer').json({ error: 'missing bearer token' });
  try {
    const claims = jwt.verify(match[1], config.sso.publicKey, {
      algorithms: ['RS256'],
      issuer: config.sso.issuer,
      audience: config.sso.audience,
    });
    req.auth = {
      token: match[1],
      clientId: claims.azp || claims.client_id,
      scopes: String(claims.scope || '').split(' ').filter(Boolean),
      expiresAt: claims.exp,
      extra: { userId: claims.sub, site: claims.site },
    };
    return next();
  } catch (err) {
    return res.status(401).set('WWW-Authenticate', 'Bearer error="invalid_token"').json({ error: err.message });
  }
}

function buildServer() {
  const server = new Server({ name: pkg.name, version: pkg.version }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: tools.definitions() }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const userId = extra.authInfo && extra.authInfo.extra && extra.authInfo.extra.userId;
    if (!userId) return toolError('Not signed in.');
    return tools.call(request.params.name, request.params.arguments || {}, {
      userId,
      roundTrip: readRoundTrip(request),
    });
  });
  return server;
}

const app = express();
app.disable('x-powered-by');
app.use(express.json({ limit: '256kb' }));

app.get('/healthz', (_req, res) => res.send('ok'));

app.post('/mcp', bearerAuth, async (req, res) => {
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
    console.error('[custody] MCP request failed', err);
    if (!res.headersSent) res.status(500).json({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null });
  }
});

app.all('/mcp', (_req, res) => res.status(405).set('Allow', 'POST').end());

app.listen(config.port, () => console.log(`[custody] listening on :${config.port}`));
