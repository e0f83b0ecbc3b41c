// HTTP entry point: authenticates each request and hands it to the SDK's fetch-style MCP handler.
// @ts-nocheck
import http from 'node:http';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { buildServer } from './server.js';
import { authenticate } from './auth.js';
import settings from './env.js';

var handler = createMcpHandler(buildServer);

function toRequest(req, body) {
  var headers = new Headers();
  Object.keys(req.headers).forEach(function (name) {
    var value = req.headers[name];
    headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  });
  var init = { method: req.method, headers: headers };
  if (req.method !== 'GET' && req.method !== 'HEAD' && body.length) init.body = body;
  return new Request('http://' + (req.headers.host || 'localhost') + req.url, init);
}

function send(res, response) {
  res.statusCode = response.status;
  response.headers.forEach(function (value, name) {
    res.setHeader(name, value);
  });
  return response.arrayBuffer().then(function (buf) {
    res.end(Buffer.from(buf));
  });
}

var httpServer = http.createServer(function (req, res) {
  if (req.url === '/healthz') {
    res.end('ok');
    return;
  }
  var chunks = [];
  req.on('data', function (chunk) { chunks.push(chunk); });
  req.on('end', function () {
    var request = toRequest(req, Buffer.concat(chunks));
    Promise.resolve(authenticate(request))
      .then(function (auth) {
        if (auth instanceof Response) return send(res, auth);
        return Promise.resolve(handler.fetch(request, { authInfo: auth })).then(function (response) {
          return send(res, response);
        });
      })
      .catch(function (err) {
        console.error('[ledger] request failed:', err);
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      });
  });
});

httpServer.listen(settings.port, function () {
  console.log('[ledger] MCP endpoint on :' + settings.port);
});
