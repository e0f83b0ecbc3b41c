// Express entry point serving the wms-shipments MCP server and dispatching its tools.
'use strict';
const express = require('express');
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { requireBearerAuth } = require('@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const { StateToken, StateTokenError } = require('./lib/stateToken');
const { stateKey } = require('./lib/keys');
const tools = [require('./tools/cancelShipment'), require('./tools/reprintLabel')];

const byName = new Map(tools.map((t) => [t.definition.name, t]));
const tokens = new StateToken(stateKey(), { ttlSeconds: 300 }); // expect: no-weak-state-key

function buildServer() {
  const server = new Server({ name: 'wms-shipments', version: '0.9.2' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: tools.map((t) => t.definition) }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = byName.get(request.params.name);
    if (!tool) return { isError: true, content: [{ type: 'text', text: `Unknown tool ${request.params.name}` }] };
    const userId = extra.authInfo && extra.authInfo.extra && extra.authInfo.extra.userId;
    if (!userId) return { isError: true, content: [{ type: 'text', text: 'Not signed in.' }] };
    try {
      return await tool.handler(request.params.arguments || {}, {
        userId,
        tokens,
        requestState: request.params.requestState,
        inputResponses: request.params.inputResponses,
      });
    } catch (err) {
      if (err instanceof StateTokenError) {
        return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
      }
      throw err;
    }
  });
  return server;
}

const app = express();
app.use(express.json({ limit: '256kb' }));
const auth = requireBearerAuth({
  verifier: {
    async verifyAccessToken(token) {
      const r = await fetch(`${process.env.AUTH_URL}/userinfo`, { headers: { authorization: `Bearer ${token}` } });
      if (!r.ok) throw new Error('invalid token');
      const u = await r.json();
      return { token, clientId: u.azp, scopes: (u.scope || '').split(' '), expiresAt: u.exp, extra: { userId: u.sub } };
    },
  },
});

app.post('/mcp', auth, async (req, res) => {
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  const server = buildServer();
  res.on('close', () => { transport.close(); server.close(); });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.listen(Number(process.env.PORT) || 8787);
