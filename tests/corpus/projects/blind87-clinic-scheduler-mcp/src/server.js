// Entry point: Express app serving the clinic scheduler over stateless Streamable HTTP.
'use strict';

const express = require('express');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const config = require('./config').load();
const { resolveStateKey } = require('./lib/keys');
const { createStateSeal } = require('./lib/stateSeal');
const { createFhirClient } = require('./lib/fhirClient');
const { createDb } = require('./lib/db');
const { createAuthMiddleware } = require('./auth');
const { buildServer } = require('./tools');

const log = {
  info: (msg) => console.log(JSON.stringify({ level: 'info', env: config.env, msg })),
  error: (msg) => console.error(JSON.stringify({ level: 'error', env: config.env, msg })),
};

const deps = {
  config,
  log,
  fhir: createFhirClient(config),
  db: createDb(config),
  stateSeal: createStateSeal(resolveStateKey(config), { ttlMs: config.stateTtlMs }), // expect: no-weak-state-key
};

const app = express();
app.disable('x-powered-by');
app.use(express.json({ limit: '256kb' }));

app.get('/healthz', (req, res) => res.json({ ok: true, env: config.env }));

app.post('/mcp', createAuthMiddleware(config), async (req, res) => {
  const server = buildServer(deps);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  try {
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  } catch (err) {
    log.error(`mcp request failed: ${err.message}`);
    if (!res.headersSent) res.status(500).json({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null });
  }
});

app.all('/mcp', (req, res) => res.status(405).set('allow', 'POST').end());

app.listen(config.port, () => log.info(`clinic-scheduler MCP listening on :${config.port}`));
