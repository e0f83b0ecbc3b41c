'use strict';

const express = require('express');
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { requireBearerAuth } = require('@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');

const { Keyring } = require('./keyring');
const { StateSealer } = require('./sealer');
const { PendingQuotes } = require('./pending-store');
const { createTransferTool, TOOL } = require('./transfer-tool');

const BANK_API = process.env.BANK_API_URL || 'https://bank-gateway.internal/api';
const INTROSPECT = process.env.IDP_INTROSPECT_URL || 'https://idp.internal/oauth2/introspect';

const keyring = Keyring.fromEnv();
const sealer = new StateSealer(keyring);
const quotes = new PendingQuotes();

async function gateway(path, init) {
  const res = await fetch(`${BANK_API}${path}`, init);
  if (!res.ok) throw new Error(`bank gateway ${path}: ${res.status}`);
  return res.json();
}

const bank = {
  accountsFor: (userId) => gateway(`/users/${encodeURIComponent(userId)}/accounts`),
  quote: (from, toIban, amountCents) =>
    gateway('/quotes', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ from, toIban, amountCents }) }),
  execute: (quote, meta) =>
    gateway('/payments', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ quoteId: quote.id, ...meta }) }),
};

const transfer = createTransferTool({ sealer, quotes, bank });

function buildServer() {
  const server = new Server({ name: 'treasury-transfer', version: '0.12.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [transfer.definition] }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    if (request.params.name !== TOOL) {
      return { content: [{ type: 'text', text: `unknown tool ${request.params.name}` }], isError: true };
    }
    const userId = extra.authInfo && extra.authInfo.extra && extra.authInfo.extra.userId;
    if (typeof userId !== 'string') return { content: [{ type: 'text', text: 'not authenticated' }], isError: true };
    return transfer.call(request.params, { userId });
  });
  return server;
}

const verifier = {
  async verifyAccessToken(token) {
    const res = await fetch(INTROSPECT, { method: 'POST', body: new URLSearchParams({ token }) });
    const info = await res.json();
    if (!info.active) throw new Error('token not active');
    return { token, clientId: info.client_id, scopes: String(info.scope || '').split(' '), expiresAt: info.exp, extra: { userId: info.sub } };
  },
};

const app = express();
app.use(express.json({ limit: '256kb' }));
app.post('/mcp', requireBearerAuth({ verifier, requiredScopes: ['treasury:transfer'] }), async (req, res) => {
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

const port = Number(process.env.PORT || 4100);
app.listen(port, () => {
  console.log(`treasury-transfer listening on :${port}; ${keyring.size} state key(s), signing with ${keyring.currentKid}`);
});
