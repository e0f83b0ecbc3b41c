// Express entry point that builds the billing MCP server and serves it at /mcp behind bearer auth.
'use strict';

const express = require('express');
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { requireBearerAuth } = require('@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const tools = require('./tools');

function buildServer() {
  const server = new Server({ name: 'billing-gateway', version: '1.9.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: tools.definitions() }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = tools.get(request.params.name);
    if (!tool) return { content: [{ type: 'text', text: `Unknown tool ${request.params.name}` }], isError: true };
    try {
      return await tool.call(request.params.arguments || {}, request, extra);
    } catch (err) {
      console.error(`[${request.params.name}]`, err);
      return { content: [{ type: 'text', text: 'Billing backend error.' }], isError: true };
    }
  });

  return server;
}

const verifier = {
  async verifyAccessToken(token) {
    const res = await fetch(process.env.AUTH_INTROSPECT_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }),
    });
    const info = await res.json();
    if (!info.active) throw new Error('token inactive');
    return { token, clientId: info.client_id, scopes: String(info.scope).split(' '), expiresAt: info.exp, extra: { userId: info.sub } };
  },
};

const app = express();
app.use(express.json());
app.post('/mcp', requireBearerAuth({ verifier, requiredScopes: ['billing'] }), async (req, res) => {
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.listen(Number(process.env.PORT) || 3000);
