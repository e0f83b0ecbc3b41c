// Builds the Express app, the shared tool context and a fresh SDK 1.x server for every /mcp request.
'use strict';

var express = require('express');
var Server = require('@modelcontextprotocol/sdk/server/index.js').Server;
var StreamableHTTPServerTransport = require('@modelcontextprotocol/sdk/server/streamableHttp.js').StreamableHTTPServerTransport;

var Db = require('./db');
var services = require('./services');
var StateSealer = require('./stateToken');
var Introspector = require('./auth');
var ToolRegistry = require('./tools/registry');

function buildContext(config) {
  return {
    config: config,
    db: new Db(config.databaseUrl),
    carrier: new services.CarrierClient(config.carrier),
    billing: new services.BillingClient(config.billing),
    sealer: new StateSealer(config.state.secret, config.state.ttlMs)
  };
}

function createApp(config) {
  var context = buildContext(config);
  var registry = new ToolRegistry(context).add(
    require('./tools/trackShipment'),
    require('./tools/bookPickup'),
    require('./tools/cancelShipment')
  );
  var auth = new Introspector(config.auth);
  var app = express();

  app.disable('x-powered-by');
  app.use(express.json({ limit: '256kb' }));

  app.get('/healthz', function (req, res) {
    res.json({ ok: true });
  });

  app.post('/mcp', auth.middleware(), function (req, res, next) {
    var server = new Server({ name: 'freight-dispatch', version: '3.4.1' }, { capabilities: { tools: {} } });
    registry.attach(server);
    var transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', function () {
      transport.close();
      server.close();
    });
    server.connect(transport).then(function () {
      return transport.handleRequest(req, res, req.body);
    }).catch(next);
  });

  ['get', 'delete'].forEach(function (verb) {
    app[verb]('/mcp', function (req, res) {
      res.status(405).set('Allow', 'POST').end();
    });
  });

  app.use(function (err, req, res, next) {
    console.error('[dispatch] unhandled error:', err && err.stack || err);
    if (res.headersSent) return next(err);
    res.status(500).json({ error: 'internal error' });
  });

  return app;
}

module.exports.createApp = createApp;
module.exports.buildContext = buildContext;
