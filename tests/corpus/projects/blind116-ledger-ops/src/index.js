// HTTP entry point that wires services and serves the ledger-ops MCP server.
'use strict';
const http = require('node:http');
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');

const locator = require('./locator');
const { loadConfig } = require('./config');
const { createStateCodec } = require('./stateCodec');
const { LedgerClient } = require('./ledgerClient');
const router = require('./router');

locator
  .register('config', () => loadConfig())
  .register('ledger', (l) => new LedgerClient(l.get('config').ledger))
  .register('stateCodec', (l) => createStateCodec(l.get('config').state));

function buildServer() {
  const server = new Server({ name: 'ledger-ops', version: '1.2.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: router.listTools() }));
  server.setRequestHandler(CallToolRequestSchema, (request, extra) => router.dispatch(request, extra));
  return server;
}

async function authenticate(req) {
  const header = req.headers.authorization || '';
  const m = /^Bearer (.+)$/.exec(header);
  if (!m) return null;
  const info = await locator.get('ledger').introspect(m[1]);
  if (!info.active) return null;
  return { token: m[1], clientId: info.client_id, scopes: (info.scope || '').split(' '), expiresAt: info.exp, extra: { userId: info.sub } };
}

const { port } = locator.get('config');
http
  .createServer(async (req, res) => {
    const auth = await authenticate(req).catch(() => null);
    if (!auth) {
      res.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
      return;
    }
    req.auth = auth;
    const server = buildServer();
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    res.on('close', () => {
      transport.close();
      server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res);
  })
  .listen(port, () => console.error(`ledger-ops on :${port}`));
