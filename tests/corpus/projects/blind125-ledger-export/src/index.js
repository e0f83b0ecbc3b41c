// HTTP entry point that introspects bearer tokens and serves the ledger MCP server.
'use strict';

var http = require('http');
var https = require('https');
var querystring = require('querystring');
var StreamableHTTPServerTransport = require('@modelcontextprotocol/sdk/server/streamableHttp.js').StreamableHTTPServerTransport;

var config = require('./config');
var buildServer = require('./server').buildServer;

function log() {
  var args = Array.prototype.slice.call(arguments);
  console.error.apply(console, ['[ledger-export]'].concat(args));
}

function introspect(token, cb) {
  var body = querystring.stringify({ token: token });
  var req = https.request(config.introspectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' }
  }, function (res) {
    var chunks = [];
    res.on('data', function (c) { chunks.push(c); });
    res.on('end', function () {
      var json;
      try { json = JSON.parse(Buffer.concat(chunks).toString('utf8')); } catch (e) { return cb(e); }
      if (!json.active) return cb(null, null);
      cb(null, {
        token: token,
        clientId: json.client_id,
        scopes: String(json.scope || '').split(' '),
        expiresAt: json.exp,
        extra: { userId: json.sub }
      });
    });
  });
  req.on('error', cb);
  req.end(body);
}

function readBody(req, cb) {
  var chunks = [];
  req.on('data', function (c) { chunks.push(c); });
  req.on('end', function () {
    if (!chunks.length) return cb(null, undefined);
    try { cb(null, JSON.parse(Buffer.concat(chunks).toString('utf8'))); } catch (e) { cb(e); }
  });
}

http.createServer(function (req, res) {
  if (req.url !== '/mcp') { res.writeHead(404); return res.end(); }
  var header = req.headers.authorization || '';
  var m = /^Bearer (.+)$/.exec(header);
  if (!m) { res.writeHead(401, { 'www-authenticate': 'Bearer' }); return res.end(); }

  introspect(m[1], function (err, authInfo) {
    if (err) { log('introspection failed', err.message); res.writeHead(502); return res.end(); }
    if (!authInfo) { res.writeHead(401); return res.end(); }
    readBody(req, function (err2, body) {
      if (err2) { res.writeHead(400); return res.end(); }
      req.auth = authInfo;
      var server = buildServer(log);
      var transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
      res.on('close', function () { transport.close(); server.close(); });
      server.connect(transport).then(function () {
        return transport.handleRequest(req, res, body);
      }).catch(function (e) {
        log('request failed', e && e.stack);
        if (!res.headersSent) { res.writeHead(500); res.end(); }
      });
    });
  });
}).listen(config.port, function () {
  log('listening on', config.port);
});
