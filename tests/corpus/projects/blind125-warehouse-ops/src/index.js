// Node HTTP adapter applying bearer auth in front of the warehouse MCP handler.
'use strict';

var http = require('http');
var sdk = require('@modelcontextprotocol/server');
var createServer = require('./server').createServer;
var jwks = require('./jwks');

var mcp = sdk.createMcpHandler(createServer);
var requireAuth = sdk.requireBearerAuth({ verifier: jwks.verifier, requiredScopes: ['warehouse:write'] });

function adapt(req, cb) {
  var chunks = [];
  req.on('data', function (c) { chunks.push(c); });
  req.on('error', cb);
  req.on('end', function () {
    var hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    cb(null, new Request('http://localhost' + req.url, {
      method: req.method,
      headers: req.headers,
      body: hasBody ? Buffer.concat(chunks) : undefined
    }));
  });
}

http.createServer(function (req, res) {
  adapt(req, function (err, request) {
    if (err) { res.writeHead(400); return res.end(); }
    requireAuth(request).then(function (auth) {
      return auth instanceof Response ? auth : mcp.fetch(request, { authInfo: auth });
    }).then(function (response) {
      res.writeHead(response.status, Object.fromEntries(response.headers));
      return response.arrayBuffer().then(function (b) { res.end(Buffer.from(b)); });
    }).catch(function (e) {
      console.error(e);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
}).listen(Number(process.env.PORT) || 3040);
