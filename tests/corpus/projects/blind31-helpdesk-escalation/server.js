'use strict';

var express = require('express');
var Server = require('@modelcontextprotocol/sdk/server/index.js').Server;
var StreamableHTTPServerTransport = require('@modelcontextprotocol/sdk/server/streamableHttp.js').StreamableHTTPServerTransport;

var config = require('./lib/config');
var StateStore = require('./lib/state-store');
var ZendeskClient = require('./lib/zendesk');
var authenticate = require('./middleware/authenticate');
var registerTools = require('./tools');

var zendesk = new ZendeskClient({
  subdomain: config.zendesk.subdomain,
  timeoutMs: config.zendesk.timeoutMs
});

var store = new StateStore({ key: config.stateSecret, ttlMs: config.stateTtlMs }); // expect: no-weak-state-key

function buildServer() {
  var server = new Server(
    { name: 'helpdesk-escalation', version: '0.4.2' },
    { capabilities: { tools: {} } }
  );
  registerTools(server, { store: store, zendesk: zendesk });
  return server;
}

var app = express();
app.disable('x-powered-by');
app.use(express.json({ limit: '1mb' }));

app.get('/healthz', function (req, res) {
  res.json({ ok: true });
});

// Stateless streamable HTTP: one server + transport per request, the round state travels in requestState.
app.post('/mcp', authenticate(zendesk), function (req, res, next) {
  var server = buildServer();
  var transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });

  res.on('close', function () {
    transport.close();
    server.close();
  });

  server
    .connect(transport)
    .then(function () {
      return transport.handleRequest(req, res, req.body);
    })
    .catch(next);
});

app.use(function (err, req, res, next) { // (the project turns no-unused-vars off for this line)
  console.error('[mcp] request failed:', err && err.stack || err);
  if (!res.headersSent) res.status(500).json({ error: 'internal_error' });
});

app.listen(config.port, function () {
  console.log('helpdesk-escalation listening on :' + config.port);
});
