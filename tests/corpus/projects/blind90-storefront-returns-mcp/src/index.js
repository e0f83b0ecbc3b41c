// HTTP entry point: an Express app serving /mcp through the SDK's fetch-style handler, plus the payments webhook.
import express from 'express';
import { createMcpHandler } from '@modelcontextprotocol/server';
import config from './config.js';
import { authenticate } from './auth.js';
import { buildServer } from './server.js';
import { paymentsWebhook } from './webhooks.js';

var mcp = createMcpHandler(buildServer);
var app = express();

app.disable('x-powered-by');

function toFetchRequest(req) {
  var headers = new Headers();
  Object.keys(req.headers).forEach(function (name) {
    var value = req.headers[name];
    headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  });
  var init = { method: req.method, headers: headers };
  if (Buffer.isBuffer(req.body) && req.body.length) init.body = req.body;
  return new Request(req.protocol + '://' + req.get('host') + req.originalUrl, init);
}

function pipeResponse(response, res) {
  res.status(response.status);
  response.headers.forEach(function (value, name) {
    res.setHeader(name, value);
  });
  return response.arrayBuffer().then(function (buf) {
    res.end(Buffer.from(buf));
  });
}

app.get('/healthz', function (req, res) {
  res.json({ ok: true });
});

app.post('/webhooks/payments', express.raw({ type: 'application/json', limit: '64kb' }), paymentsWebhook);

app.all('/mcp', express.raw({ type: '*/*', limit: '256kb' }), function (req, res, next) {
  var request = toFetchRequest(req);
  Promise.resolve(authenticate(request))
    .then(function (auth) {
      if (auth instanceof Response) return pipeResponse(auth, res);
      return Promise.resolve(mcp.fetch(request, { authInfo: auth })).then(function (response) {
        return pipeResponse(response, res);
      });
    })
    .catch(next);
});

app.use(function (err, req, res, next) {
  console.error('[returns] request failed:', err);
  if (res.headersSent) return next(err);
  res.status(500).json({ error: 'internal error' });
});

app.listen(config.port, function () {
  console.log('[returns] listening on :' + config.port);
});
