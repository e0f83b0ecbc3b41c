// Express entry point exposing the refund desk MCP server over stateless streamable HTTP.
const express = require('express');
const axios = require('axios');
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { requireBearerAuth } = require('@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js');
const config = require('./config');
const { registerTools } = require('./tools');

const tokenVerifier = {
  async verifyAccessToken(token) {
    const { data } = await axios.post(
      config.identity.introspectionUrl,
      new URLSearchParams({ token, token_type_hint: 'access_token' }),
      {
        auth: { username: config.identity.clientId, password: config.identity.clientSecret },
        timeout: 5000,
      },
    );
    if (!data.active) throw new Error('inactive token');
    return {
      token,
      clientId: data.client_id,
      scopes: String(data.scope || '').split(' ').filter(Boolean),
      expiresAt: data.exp,
      extra: { userId: data.sub, agentTier: data.agent_tier || 'tier1' },
    };
  },
};

const app = express();
app.use(express.json({ limit: '1mb' }));

app.get('/healthz', (_req, res) => res.json({ ok: true }));

app.post('/mcp', requireBearerAuth({ verifier: tokenVerifier, requiredScopes: ['refunds'] }), async (req, res) => {
  const server = new Server({ name: 'refund-desk', version: '1.3.0' }, { capabilities: { tools: {} } });
  registerTools(server);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });

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

app.listen(config.port, () => {
  console.log(`refund-desk MCP listening on :${config.port}`);
});
