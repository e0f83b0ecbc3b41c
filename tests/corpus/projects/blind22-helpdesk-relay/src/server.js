'use strict';

const express = require('express');
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');

const config = require('./config');
const tools = require('./tools');
const helpdesk = require('./services/helpdesk');

function buildServer() {
  const server = new Server({ name: 'helpdesk-relay', version: '1.3.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [...tools.values()].map((tool) => tool.definition),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = tools.get(request.params.name);
    if (!tool) {
      return { isError: true, content: [{ type: 'text', text: `Unknown tool: ${request.params.name}` }] };
    }
    try {
      return await tool.handle(request.params, extra);
    } catch (err) {
      console.error(`[helpdesk-relay] ${tool.name} failed`, err);
      return { isError: true, content: [{ type: 'text', text: `${tool.name} failed: ${err.message}` }] };
    }
  });

  return server;
}

/** Express middleware: resolves the bearer token to a user and sets req.auth for the MCP transport. */
function requireUser({ scope } = {}) {
  return async (req, res, next) => {
    const match = /^Bearer\s+(.+)$/i.exec(req.get('authorization') || '');
    if (!match) return res.status(401).set('WWW-Authenticate', 'Bearer').json({ error: 'missing_token' });
    try {
      const info = await helpdesk.introspect(match[1]);
      const scopes = String(info.scope || '').split(' ').filter(Boolean);
      if (!info.active) return res.status(401).json({ error: 'invalid_token' });
      if (scope && !scopes.includes(scope)) return res.status(403).json({ error: 'insufficient_scope' });
      req.auth = {
        token: match[1],
        clientId: info.client_id,
        scopes,
        expiresAt: info.exp,
        extra: { userId: info.sub },
      };
      return next();
    } catch (err) {
      return next(err);
    }
  };
}

const app = express();
app.use(express.json({ limit: '1mb' }));

app.post('/mcp', requireUser({ scope: 'support:agent' }), async (req, res) => {
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.get('/healthz', (_req, res) => res.json({ ok: true }));

app.listen(config.port, () => {
  console.log(`[helpdesk-relay] listening on :${config.port}`);
});
