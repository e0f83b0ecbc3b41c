// HTTP entry point: token introspection, then a stateless MCP server per request with the approval tools.
'use strict';
const express = require('express');
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const config = require('./config');
const approveInvoice = require('./tools/approve-invoice');
const reassignApprover = require('./tools/reassign-approver');
const listInvoices = require('./tools/list-invoices');

const tools = new Map([approveInvoice, reassignApprover, listInvoices].map((t) => [t.definition.name, t]));

async function introspect(token) {
  const basic = Buffer.from(`${config.introspectionClientId}:${config.introspectionClientSecret}`).toString('base64');
  const res = await fetch(config.introspectionUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${basic}` },
    body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
  });
  if (!res.ok) return null;
  const data = await res.json();
  if (!data.active || !data.sub) return null;
  const scopes = String(data.scope || '').split(' ').filter(Boolean);
  if (!scopes.includes('invoices:approve')) return null;
  return { token, clientId: data.client_id, scopes, expiresAt: data.exp, extra: { userId: data.sub, email: data.email } };
}

async function requireAuth(req, res, next) {
  const header = req.get('authorization') || '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match) return res.status(401).set('WWW-Authenticate', 'Bearer').json({ error: 'missing_token' });
  try {
    const auth = await introspect(match[1]);
    if (!auth) return res.status(401).set('WWW-Authenticate', 'Bearer error="invalid_token"').json({ error: 'invalid_token' });
    req.auth = auth;
    return next();
  } catch (err) {
    return next(err);
  }
}

function buildServer() {
  const server = new Server({ name: 'invoice-approvals', version: '0.9.3' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [...tools.values()].map((t) => t.definition),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = tools.get(request.params.name);
    if (!tool) return { isError: true, content: [{ type: 'text', text: `Unknown tool ${request.params.name}` }] };
    const user = { id: extra.authInfo.extra.userId, email: extra.authInfo.extra.email };
    try {
      return await tool.handle(request.params, user);
    } catch (err) {
      console.error(`${request.params.name} failed`, err);
      return { isError: true, content: [{ type: 'text', text: 'The approvals service hit an error; try again shortly.' }] };
    }
  });

  return server;
}

const app = express();
app.use(express.json({ limit: '256kb' }));
app.get('/healthz', (_req, res) => res.send('ok'));

app.post('/mcp', requireAuth, async (req, res) => {
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

if (require.main === module) {
  app.listen(config.port, () => console.log(`invoice-approvals MCP on :${config.port}`));
}

module.exports = { app, buildServer };
