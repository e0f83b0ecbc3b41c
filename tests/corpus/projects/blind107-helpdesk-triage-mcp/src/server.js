// src/server.js — Express entry point wiring SSO bearer auth to a per-request MCP server
import express from 'express';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import config from './config.js';
import { accessTokenVerifier } from './auth.js';
import registerSearchTickets from './tools/searchTickets.js';
import registerEscalateTicket from './tools/escalateTicket.js';
import registerResetPassword from './tools/resetPassword.js';
import registerLinkJira from './tools/linkJira.js';

function buildServer() {
  var server = new McpServer(
    { name: 'helpdesk-triage', version: config.version },
    { capabilities: { tools: {} } }
  );
  registerSearchTickets(server);
  registerEscalateTicket(server);
  registerResetPassword(server);
  registerLinkJira(server);
  return server;
}

var mcp = createMcpHandler(buildServer);
var guard = requireBearerAuth({ verifier: accessTokenVerifier, requiredScopes: ['helpdesk'] });

function toRequest(req) {
  var headers = new Headers();
  for (var name in req.headers) {
    var value = req.headers[name];
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  var init = { method: req.method, headers: headers };
  if (req.method !== 'GET' && req.method !== 'HEAD') init.body = req.body;
  return new Request(req.protocol + '://' + req.get('host') + req.originalUrl, init);
}

function relay(response, res) {
  res.status(response.status);
  response.headers.forEach(function (value, key) { res.setHeader(key, value); });
  if (!response.body) return res.end();
  var reader = response.body.getReader();
  function next() {
    return reader.read().then(function (chunk) {
      if (chunk.done) return res.end();
      res.write(Buffer.from(chunk.value));
      return next();
    });
  }
  return next();
}

var app = express();
app.use('/mcp', express.raw({ type: '*/*', limit: '512kb' }));

app.get('/healthz', function (req, res) {
  res.json({ status: 'ok', service: config.serviceName, version: config.version });
});

app.all('/mcp', function (req, res, next) {
  var request = toRequest(req);
  Promise.resolve(guard(request))
    .then(function (auth) {
      if (auth instanceof Response) return relay(auth, res);
      return mcp.fetch(request, { authInfo: auth }).then(function (response) {
        return relay(response, res);
      });
    })
    .catch(next);
});

app.listen(config.port, function () {
  console.log('%s listening on :%d', config.serviceName, config.port);
});
