// Express entry point that resolves SSO bearer sessions and serves the ticket-desk MCP server.
'use strict';

var express = require('express');
var StreamableHTTPServerTransport = require('@modelcontextprotocol/sdk/server/streamableHttp.js').StreamableHTTPServerTransport;
var buildServer = require('./server');
var config = require('./config');
var sessions = require('./sessions');

var app = express();
app.use(express.json({ limit: '1mb' }));

// Bearer tokens are opaque session ids issued by the SSO gateway.
function requireUser(req, res, next) {
  var header = req.headers.authorization || '';
  var m = /^Bearer (.+)$/.exec(header);
  if (!m) return res.status(401).json({ error: 'missing bearer token' });
  sessions.resolve(m[1], function (err, session) {
    if (err || !session) return res.status(401).json({ error: 'invalid token' });
    req.auth = {
      token: m[1],
      clientId: session.clientId,
      scopes: session.scopes,
      expiresAt: session.expiresAt,
      extra: { userId: session.userId }
    };
    next();
  });
}

app.post('/mcp', requireUser, function (req, res) {
  var server = buildServer();
  var transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', function () {
    transport.close();
    server.close();
  });
  server.connect(transport)
    .then(function () { return transport.handleRequest(req, res, req.body); })
    .catch(function (err) {
      console.error(err);
      if (!res.headersSent) {
        res.status(500).json({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal server error' }, id: null });
      }
    });
});

app.listen(config.port, function () {
  console.log('ticket-desk MCP listening on :' + config.port);
});
