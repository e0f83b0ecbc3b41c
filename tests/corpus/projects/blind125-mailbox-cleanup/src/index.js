// Node HTTP adapter that applies bearer auth and forwards requests to the MCP handler.
'use strict';

var http = require('http');
var sdk = require('@modelcontextprotocol/server');
var createServer = require('./server');
var verifier = require('./verifier');

var handler = sdk.createMcpHandler(createServer);
var auth = sdk.requireBearerAuth({ verifier: verifier, requiredScopes: ['mail.cleanup'] });

function toRequest(req, body) {
  var headers = new Headers();
  Object.keys(req.headers).forEach(function (k) {
    var v = req.headers[k];
    headers.set(k, Array.isArray(v) ? v.join(', ') : v);
  });
  return new Request('http://' + (req.headers.host || 'localhost') + req.url, {
    method: req.method,
    headers: headers,
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body
  });
}

function send(res, response) {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (!response.body) return res.end();
  response.arrayBuffer().then(function (buf) { res.end(Buffer.from(buf)); });
}

http.createServer(function (req, res) {
  var chunks = [];
  req.on('data', function (c) { chunks.push(c); });
  req.on('end', function () {
    var request = toRequest(req, Buffer.concat(chunks));
    auth(request).then(function (authInfo) {
      if (authInfo instanceof Response) return authInfo;
      return handler.fetch(request, { authInfo: authInfo });
    }).then(function (response) {
      send(res, response);
    }, function (err) {
      console.error('mailbox-cleanup:', err);
      res.writeHead(500);
      res.end();
    });
  });
}).listen(Number(process.env.PORT) || 3020);
