// HTTP entry point that authenticates requests and serves the billing-notes MCP server over Streamable HTTP.
'use strict';

var http = require('http');
var StreamableHTTPServerTransport = require('@modelcontextprotocol/sdk/server/streamableHttp.js').StreamableHTTPServerTransport;
var createServer = require('./server');
var auth = require('./auth');

function readBody(req, cb) {
  var chunks = [];
  var size = 0;
  req.on('data', function (c) {
    size += c.length;
    if (size > 512 * 1024) { req.destroy(); return cb(new Error('body too large')); }
    chunks.push(c);
  });
  req.on('end', function () {
    try { cb(null, JSON.parse(Buffer.concat(chunks).toString('utf8'))); } catch (e) { cb(e); }
  });
}

http.createServer(function (req, res) {
  if (req.method !== 'POST' || req.url !== '/mcp') {
    res.writeHead(404);
    return res.end();
  }
  var who = auth.authenticate(req.headers.authorization);
  if (!who) {
    res.writeHead(401, { 'www-authenticate': 'Bearer' });
    return res.end();
  }
  req.auth = who;

  readBody(req, function (err, body) {
    if (err) {
      res.writeHead(400);
      return res.end();
    }
    var server = createServer();
    var transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    res.on('close', function () { transport.close(); server.close(); });
    server.connect(transport)
      .then(function () { return transport.handleRequest(req, res, body); })
      .catch(function (e) {
        console.error(e);
        if (!res.headersSent) { res.writeHead(500); res.end(); }
      });
  });
}).listen(Number(process.env.PORT) || 7070);
