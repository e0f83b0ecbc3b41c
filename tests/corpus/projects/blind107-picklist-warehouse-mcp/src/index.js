// src/index.js — Express entry point: MCP over Streamable HTTP, carrier webhooks and pick list downloads
'use strict';

var express = require('express');
var McpServer = require('@modelcontextprotocol/sdk/server/mcp.js').McpServer;
var StreamableHTTPServerTransport = require('@modelcontextprotocol/sdk/server/streamableHttp.js').StreamableHTTPServerTransport;
var requireBearerAuth = require('@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js').requireBearerAuth;

var config = require('./config');
var auth = require('./auth');
var links = require('./downloadLinks');
var carrierWebhook = require('./carrierWebhook');
var registerOrderTools = require('./tools/orders');
var registerCancelShipment = require('./tools/cancelShipment');
var registerReassignPicker = require('./tools/reassignPicker');

function buildServer() {
  var server = new McpServer({ name: 'picklist-warehouse', version: '3.2.0' }, { capabilities: { tools: {} } });
  registerOrderTools(server);
  registerCancelShipment(server);
  registerReassignPicker(server);
  return server;
}

var app = express();

app.post('/webhooks/carrier', express.raw({ type: 'application/json', limit: '1mb' }), carrierWebhook);

app.get('/picklists/:orderId.pdf', function (req, res) {
  var grant = links.check(req.params.orderId, req.query);
  if (!grant) return res.status(403).send('Link expired or invalid');
  res.redirect(302, '/internal/render/picklist/' + encodeURIComponent(grant.orderId));
});

app.post('/mcp',
  express.json({ limit: '256kb' }),
  requireBearerAuth({ verifier: auth.verifier, requiredScopes: ['wms:read'] }),
  function (req, res, next) {
    var server = buildServer();
    var transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    res.on('close', function () {
      transport.close();
      server.close();
    });
    server.connect(transport)
      .then(function () { return transport.handleRequest(req, res, req.body); })
      .catch(next);
  }
);

app.listen(config.port, function () {
  console.log('picklist-warehouse MCP on :' + config.port);
});
