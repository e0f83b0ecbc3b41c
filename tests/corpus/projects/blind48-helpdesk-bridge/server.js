'use strict';

var http = require('http');
var Server = require('@modelcontextprotocol/sdk/server/index.js').Server;
var StreamableHTTPServerTransport = require('@modelcontextprotocol/sdk/server/streamableHttp.js').StreamableHTTPServerTransport;
var types = require('@modelcontextprotocol/sdk/types.js');

var config = require('./lib/config');
var auth = require('./lib/auth');
var respond = require('./lib/respond');
var closeTicket = require('./tools/close-ticket');
var escalateTicket = require('./tools/escalate-ticket');

var pkg = require('./package.json');

function buildServer() {
  var server = new Server(
    { name: pkg.name, version: pkg.version },
    { capabilities: { tools: {} }, instructions: 'Zendesk helpdesk tools. Destructive actions always ask for confirmation.' }
  );

  server.setRequestHandler(types.ListToolsRequestSchema, function () {
    return { tools: [closeTicket.definition, escalateTicket.definition] };
  });

  server.setRequestHandler(types.CallToolRequestSchema, function (request, extra) {
    if (!extra.authInfo) return respond.fail('Not authenticated.');
    switch (request.params.name) {
      case 'close_ticket':
        return closeTicket.call(request.params, extra);
      case 'escalate_ticket':
        return escalateTicket.call(request.params, extra);
      default:
        return respond.fail('Unknown tool: ' + request.params.name);
    }
  });

  return server;
}

function readBody(req, callback) {
  var chunks = [];
  var size = 0;
  req.on('data', function (c) {
    size += c.length;
    if (size > 1024 * 1024) {
      req.destroy();
      return;
    }
    chunks.push(c);
  });
  req.on('end', function () {
    try {
      callback(null, chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : undefined);
    } catch (e) {
      callback(e);
    }
  });
  req.on('error', callback);
}

function unauthorized(res) {
  res.writeHead(401, {
    'Content-Type': 'application/json',
    'WWW-Authenticate': 'Bearer realm="helpdesk-bridge", error="invalid_token"'
  });
  res.end(JSON.stringify({ error: 'invalid_token' }));
}

var httpServer = http.createServer(function (req, res) {
  var url = new URL(req.url, 'http://localhost');
  if (url.pathname === '/healthz') {
    res.writeHead(200, { 'Content-Type': 'text/plain' });
    return res.end('ok');
  }
  if (url.pathname !== '/mcp') {
    res.writeHead(404);
    return res.end();
  }
  if (req.method !== 'POST') {
    res.writeHead(405, { Allow: 'POST' });
    return res.end();
  }

  auth.authenticate(req, function (err, info) {
    if (err) {
      console.error('[auth]', err.message);
      res.writeHead(502);
      return res.end();
    }
    if (!info) return unauthorized(res);
    req.auth = info; // picked up by the transport and handed to handlers as extra.authInfo

    readBody(req, function (err2, body) {
      if (err2) {
        res.writeHead(400, { 'Content-Type': 'application/json' });
        return res.end(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }));
      }
      // stateless: a fresh server + transport per request
      var server = buildServer();
      var transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
      res.on('close', function () {
        transport.close();
        server.close();
      });
      server.connect(transport)
        .then(function () { return transport.handleRequest(req, res, body); })
        .catch(function (e) {
          console.error('[mcp]', e);
          if (!res.headersSent) {
            res.writeHead(500);
            res.end();
          }
        });
    });
  });
});

httpServer.listen(config.port, config.host, function () {
  console.error('helpdesk-bridge listening on http://' + config.host + ':' + config.port + '/mcp');
});
