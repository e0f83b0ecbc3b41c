// src/server.ts — node:http entry point: bearer auth, the MCP handler and the bank webhook route
// @ts-nocheck
import http from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { loadConfig } from './config.js';
import { tokenVerifier } from './auth.js';
import { stateCodec } from './stateCodec.js';
import { handleBankWebhook } from './webhooks.js';
import { registerMatching } from './tools/matchTransactions.js';
import { registerWriteOff } from './tools/writeOff.js';
import { registerBankSync } from './tools/syncBankFeed.js';

var config = loadConfig();
var MAX_BODY = 1024 * 1024;

function buildServer() {
  var server = new McpServer(
    { name: 'ledger-reconcile', version: '2.1.0' },
    {
      capabilities: { tools: {} },
      requestState: { verify: stateCodec.verify }
    }
  );
  registerMatching(server);
  registerWriteOff(server);
  registerBankSync(server);
  return server;
}

var mcp = createMcpHandler(buildServer);
var guard = requireBearerAuth({ verifier: tokenVerifier, requiredScopes: ['ledger:read'] });

function readBody(req, cb) {
  var chunks = [];
  var size = 0;
  req.on('data', function (c) {
    size += c.length;
    if (size > MAX_BODY) {
      req.destroy();
      return cb(new Error('Body too large'));
    }
    chunks.push(c);
  });
  req.on('end', function () { cb(null, Buffer.concat(chunks)); });
  req.on('error', cb);
}

function toFetchRequest(req, body) {
  var headers = new Headers();
  Object.keys(req.headers).forEach(function (name) {
    var v = req.headers[name];
    headers.set(name, Array.isArray(v) ? v.join(', ') : v);
  });
  return new Request('http://' + (req.headers.host || 'localhost') + req.url, {
    method: req.method,
    headers: headers,
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body
  });
}

function sendResponse(res, response) {
  var headers = {};
  response.headers.forEach(function (v, k) { headers[k] = v; });
  res.writeHead(response.status, headers);
  if (!response.body) return res.end();
  var reader = response.body.getReader();
  (function pump() {
    reader.read().then(function (step) {
      if (step.done) return res.end();
      res.write(Buffer.from(step.value));
      pump();
    }, function (err) {
      res.destroy(err);
    });
  })();
}

http.createServer(function (req, res) {
  readBody(req, function (err, body) {
    if (err) {
      res.writeHead(413);
      return res.end();
    }
    var path = req.url.split('?')[0];
    if (path === '/webhooks/bank') return handleBankWebhook(req, body, res);
    if (path === '/healthz') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      return res.end('ok');
    }
    if (path !== '/mcp') {
      res.writeHead(404);
      return res.end();
    }

    var request = toFetchRequest(req, body);
    Promise.resolve(guard(request)).then(function (auth) {
      if (auth instanceof Response) return sendResponse(res, auth);
      return mcp.fetch(request, { authInfo: auth }).then(function (response) {
        sendResponse(res, response);
      });
    }).catch(function (e) {
      console.error('mcp request failed', e);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
}).listen(config.port, function () {
  console.log('ledger-reconcile MCP listening on :' + config.port);
});
