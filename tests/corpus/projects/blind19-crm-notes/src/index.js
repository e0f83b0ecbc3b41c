'use strict';

const express = require('express');
const { McpServer } = require('@modelcontextprotocol/sdk/server/mcp.js');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');

const { loadConfig } = require('./config');
const { CrmClient } = require('./crm/client');
const { createStateTokens, StateRejected } = require('./state/tokens');
const { bearerAuth, roundTripMiddleware } = require('./http/middleware');
const registerSearchNotes = require('./tools/search-notes');
const registerMergeContacts = require('./tools/merge-contacts');
const registerSyncCalendar = require('./tools/sync-calendar');
const pkg = require('../package.json');

const config = loadConfig();

const deps = {
  crm: new CrmClient({ baseUrl: config.crmBaseUrl, apiKey: config.crmApiKey }),
  stateTokens: createStateTokens(config.state), // expect: no-weak-state-key
};

const plugins = [registerSearchNotes, registerMergeContacts, registerSyncCalendar];

function buildServer() {
  const server = new McpServer({ name: 'crm-notes', version: pkg.version }, { capabilities: { tools: {} } });
  for (const plugin of plugins) plugin(server, deps);
  return server;
}

const app = express();
app.use(express.json({ limit: '512kb' }));

app.post('/mcp', bearerAuth(config.auth), roundTripMiddleware, async (req, res) => {
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
    if (err instanceof StateRejected && !res.headersSent) {
      res.status(200).json({
        jsonrpc: '2.0',
        id: req.body && req.body.id,
        error: { code: -32602, message: 'Invalid or expired requestState' },
      });
      return;
    }
    throw err;
  }
});

app.get('/healthz', (_req, res) => res.json({ ok: true, version: pkg.version }));

app.listen(config.port, () => {
  console.log(`crm-notes-mcp ${pkg.version} on :${config.port}`);
});
