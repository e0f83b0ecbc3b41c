// src/index.js — HTTP entry point: Express app serving the fleet dispatch MCP server over Streamable HTTP
'use strict';

var express = require('express');
var Server = require('@modelcontextprotocol/sdk/server/index.js').Server;
var StreamableHTTPServerTransport = require('@modelcontextprotocol/sdk/server/streamableHttp.js').StreamableHTTPServerTransport;
var types = require('@modelcontextprotocol/sdk/types.js');

var config = require('./config');
var bearerAuth = require('./auth');
var tools = require('./tools');
var pkg = require('../package.json');

function buildServer() {
  var server = new Server(
    { name: 'fleet-dispatch', version: pkg.version },
    { capabilities: { tools: {} }, instructions: 'Tools for depot dispatchers: vehicles, driver assignment and fuel cards.' }
  );
  server.setRequestHandler(types.ListToolsRequestSchema, function () {
    return Promise.resolve({ tools: tools.list() });
  });
  server.setRequestHandler(types.CallToolRequestSchema, function (request, extra) {
    return tools.call(request, extra);
  });
  return server;
}

var app = express();
app.use(express.json({ limit: '256kb' }));

app.get('/healthz', function (req, res) {
  res.json({ ok: true, version: pkg.version });
});

app.post('/mcp', bearerAuth(), function (req, res, next) {
  var server = buildServer();
  var transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', function () {
    transport.close();
    server.close();
  });
  server.connect(transport)
    .then(function () { return transport.handleRequest(req, res, req.body); })
    .catch(next);
});

app.all('/mcp', function (req, res) {
  res.status(405).set('Allow', 'POST').json({ jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed' }, id: null });
});

app.use(function (err, req, res, next) {
  console.error(err.stack || err);
  if (res.headersSent) return next(err);
  res.status(500).json({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null });
});

app.listen(config.port, function () {
  console.log('fleet-dispatch MCP listening on :' + config.port);
});
