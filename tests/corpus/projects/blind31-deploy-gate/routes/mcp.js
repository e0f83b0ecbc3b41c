'use strict';

var express = require('express');
var jwt = require('jsonwebtoken');
var jwksRsa = require('jwks-rsa');
var config = require('config');
var _ = require('lodash');
var Server = require('@modelcontextprotocol/sdk/server/index.js').Server;
var StreamableHTTPServerTransport = require('@modelcontextprotocol/sdk/server/streamableHttp.js').StreamableHTTPServerTransport;
var types = require('@modelcontextprotocol/sdk/types.js');

var release = require('../tools/release');
var canary = require('../tools/canary');

var TOOLS = _.keyBy([release.promote, release.rollback, canary], 'name');

var router = express.Router();
var jwks = jwksRsa({ jwksUri: config.get('sso.jwksUri'), cache: true, rateLimit: true });

function ssoKey(header, cb) {
  jwks.getSigningKey(header.kid, function (err, key) {
    cb(err, key && key.getPublicKey());
  });
}

/** SSO access token (RS256) -> req.auth, which the SDK passes on as extra.authInfo. */
function requireUser(req, res, next) {
  var m = /^Bearer (\S+)$/.exec(req.get('authorization') || '');
  if (!m) {
    res.set('WWW-Authenticate', 'Bearer');
    return res.status(401).json({ error: 'missing bearer token' });
  }
  var verifyOpts = {
    algorithms: ['RS256'],
    audience: config.get('sso.audience'),
    issuer: config.get('sso.issuer')
  };
  jwt.verify(m[1], ssoKey, verifyOpts, function (err, claims) {
    if (err) return res.status(401).json({ error: 'invalid token' });
    req.auth = {
      token: m[1],
      clientId: claims.azp,
      scopes: (claims.scope || '').split(' '),
      expiresAt: claims.exp,
      extra: { userId: claims.sub, login: claims.preferred_username }
    };
    next();
  });
}

function buildServer() {
  var server = new Server({ name: 'deploy-gate', version: '1.8.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(types.ListToolsRequestSchema, function () {
    return Promise.resolve({
      tools: _.map(TOOLS, function (tool) {
        return _.pick(tool, ['name', 'description', 'inputSchema', 'annotations']);
      })
    });
  });

  server.setRequestHandler(types.CallToolRequestSchema, function (request, extra) {
    var tool = TOOLS[request.params.name];
    if (!tool) {
      return Promise.resolve({ isError: true, content: [{ type: 'text', text: 'no such tool: ' + request.params.name }] });
    }
    return tool.run(request.params, extra);
  });

  return server;
}

router.use(express.json({ limit: '512kb' }));

router.post('/', requireUser, function (req, res, next) {
  var server = buildServer();
  var transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', function () {
    transport.close();
    server.close();
  });

  server.connect(transport)
    .then(function () { return transport.handleRequest(req, res, req.body); })
    .catch(next);
});

router.all('/', function (req, res) {
  res.status(405).set('Allow', 'POST').end();
});

module.exports = router;
