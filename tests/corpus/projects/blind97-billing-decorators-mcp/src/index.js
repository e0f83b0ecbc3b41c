// Express entry point: authenticates callers and serves the billing tools through a stateless MCP server.
const express = require('express');
const { McpServer } = require('@modelcontextprotocol/sdk/server/mcp.js');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { requireBearerAuth } = require('@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js');
const config = require('./config');
const { withAuth } = require('./wrappers/withAuth');
const { withAudit } = require('./wrappers/withAudit');

const toolModules = [require('./tools/invoices'), require('./tools/credits')];

const verifier = {
  async verifyAccessToken(token) {
    const res = await fetch(config.auth.introspectionUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${config.auth.clientId}:${config.auth.clientSecret}`).toString('base64')}`,
      },
      body: new URLSearchParams({ token }),
    });
    if (!res.ok) throw new Error(`introspection returned ${res.status}`);
    const data = await res.json();
    if (!data.active) throw new Error('inactive token');
    return {
      token,
      clientId: data.client_id,
      scopes: (data.scope || '').split(' ').filter(Boolean),
      expiresAt: data.exp,
      extra: { userId: data.sub, accountId: data.billing_account, email: data.email },
    };
  },
};

function buildServer() {
  const server = new McpServer({ name: 'billing', version: '0.7.3' }, { capabilities: { tools: {} } });
  for (const defs of toolModules) {
    for (const def of defs) {
      const handler = withAuth(def.name, def.scope, withAudit(def.handler));
      server.registerTool(
        def.name,
        { description: def.description, inputSchema: def.inputSchema, annotations: def.annotations },
        (args, extra) => handler(args, extra),
      );
    }
  }
  return server;
}

const app = express();
app.use(express.json({ limit: '256kb' }));
app.get('/healthz', (_req, res) => res.json({ ok: true }));

app.post('/mcp', requireBearerAuth({ verifier, requiredScopes: ['billing:read'] }), async (req, res) => {
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
    console.error('MCP request failed', err);
    if (!res.headersSent) {
      res.status(500).json({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null });
    }
  }
});

app.listen(config.port, () => console.log(`billing MCP on :${config.port}`));
