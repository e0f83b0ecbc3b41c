// Entry point: a plain node:http server exposing /mcp (stateless Streamable HTTP) and the paging webhook.
'use strict';

var http = require('http');
var StreamableHTTPServerTransport = require('@modelcontextprotocol/sdk/server/streamableHttp.js').StreamableHTTPServerTransport;

var config = require('./config');
var Database = require('./db');
var DraftStore = require('./drafts');
var Sealer = require('./stateSeal');
var Authenticator = require('./auth');
var PagingWebhook = require('./pagingWebhook');
var createServer = require('./tools');

var cfg = config.load();
var db = new Database(cfg.mysql);
var services = {
  db: db,
  drafts: new DraftStore(db),
  sealer: new Sealer(cfg.stateKey, cfg.stateTtlSeconds)
};
var auth = new Authenticator(cfg.oidc);
var paging = new PagingWebhook(cfg.pagingWebhookSecret, db);

function readBody(req, limit, callback) {
  var chunks = [];
  var size = 0;
  var failed = false;
  req.on('data', function (chunk) {
    size += chunk.length;
    if (size > limit && !failed) {
      failed = true;
      callback(new Error('request body too large'));
      req.destroy();
      return;
    }
    chunks.push(chunk);
  });
  req.on('end', function () {
    if (!failed) callback(null, Buffer.concat(chunks));
  });
  req.on('error', function (err) {
    if (!failed) {
      failed = true;
      callback(err);
    }
  });
}

function sendJson(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(body === null ? undefined : JSON.stringify(body));
}

function handleMcp(req, res) {
  if (req.method !== 'POST') {
    res.writeHead(405, { allow: 'POST' });
    res.end();
    return;
  }
  auth.authenticate(req).then(function () {
    readBody(req, 256 * 1024, function (err, raw) {
      if (err) return sendJson(res, 413, { error: err.message });
      var body;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch (e) {
        return sendJson(res, 400, { error: 'invalid JSON' });
      }
      var server = createServer(services);
      var transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      res.on('close', function () {
        transport.close();
        server.close();
      });
      server.connect(transport)
        .then(function () { return transport.handleRequest(req, res, body); })
        .catch(function (e) {
          console.error('[roster] MCP request failed:', e);
          if (!res.headersSent) sendJson(res, 500, { error: 'internal error' });
        });
    });
  }, function (err) {
    res.setHeader('WWW-Authenticate', 'Bearer realm="clinic-roster"');
    sendJson(res, err.status || 401, { error: err.message });
  });
}

function handlePaging(req, res) {
  readBody(req, 64 * 1024, function (err, raw) {
    if (err) return sendJson(res, 413, { error: err.message });
    paging.handle(req, raw, function (handleErr, status, body) {
      if (handleErr) {
        console.error('[roster] paging webhook failed:', handleErr);
        return sendJson(res, 500, { error: 'internal error' });
      }
      sendJson(res, status, body);
    });
  });
}

var routes = {
  '/mcp': handleMcp,
  '/hooks/paging': handlePaging,
  '/healthz': function (req, res) { sendJson(res, 200, { ok: true }); }
};

http.createServer(function (req, res) {
  var path = req.url.split('?')[0];
  var route = routes[path];
  if (!route) return sendJson(res, 404, { error: 'not found' });
  route(req, res);
}).listen(cfg.port, function () {
  console.log('[roster] listening on :' + cfg.port);
});

setInterval(function () {
  services.drafts.purgeExpired().catch(function (err) {
    console.error('[roster] draft purge failed:', err.message);
  });
}, 5 * 60 * 1000).unref();
