// Express entry point serving the warehouse-ops MCP server behind bearer authentication.
'use strict';

var express = require('express');
var StreamableHTTPServerTransport = require('@modelcontextprotocol/sdk/server/streamableHttp.js').StreamableHTTPServerTransport;
var requireBearerAuth = require('@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js').requireBearerAuth;
var createMcpServer = require('./mcp');
var verifier = require('./authVerifier');

var app = express();
app.use(express.json());

app.post('/mcp', requireBearerAuth({ verifier: verifier, requiredScopes: ['inventory:write'] }), function (req, res) {
  var server = createMcpServer();
  var transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', function () {
    transport.close();
    server.close();
  });
  server.connect(transport).then(function () {
    return transport.handleRequest(req, res, req.body);
  }).catch(function (err) {
    console.error('mcp request failed', err);
    if (!res.headersSent) res.status(500).end();
  });
});

app.get('/healthz', function (req, res) { res.send('ok'); });

var port = Number(process.env.PORT) || 4000;
app.listen(port, function () { console.log('warehouse-ops listening on ' + port); });
