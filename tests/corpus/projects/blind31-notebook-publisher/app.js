'use strict';

var express = require('express');
var config = require('config');
var redis = require('redis');
var StreamableHTTPServerTransport = require('@modelcontextprotocol/sdk/server/streamableHttp.js').StreamableHTTPServerTransport;

var bearer = require('./middleware/bearer');
var CmsClient = require('./lib/cms');
var PendingActions = require('./lib/pending');
var previewLinks = require('./lib/preview-links');
var mcp = require('./mcp/server');

var publicBaseUrl = config.get('http.publicBaseUrl');

var cms = new CmsClient({ baseUrl: config.get('cms.baseUrl'), serviceToken: config.get('cms.serviceToken') });
var pending = new PendingActions(redis.createClient({ url: config.get('redis.url') }), { ttlMs: 5 * 60 * 1000 });

var deps = {
  cms: cms,
  pending: pending,
  previewUrl: function (postId) {
    return previewLinks.create(publicBaseUrl, postId);
  }
};

var app = express();
app.disable('x-powered-by');

app.post('/mcp', express.json({ limit: '512kb' }), bearer, function (req, res, next) {
  var server = mcp.createServer(deps);
  var transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', function () {
    transport.close();
    server.close();
  });
  server.connect(transport)
    .then(function () { return transport.handleRequest(req, res, req.body); })
    .catch(next);
});

// Draft previews for reviewers without an account: the link itself is the permission.
app.get('/preview/:postId', function (req, res, next) {
  if (!previewLinks.check(req.params.postId, req.query.expires, req.query.sig)) {
    return res.status(403).send('This preview link is invalid or has expired.');
  }
  cms.renderPreview(req.params.postId, function (err, html) {
    if (err) return next(err);
    res.set('Cache-Control', 'private, no-store').type('html').send(html);
  });
});

app.listen(config.get('http.port'), function () {
  console.log('notebook-publisher on :' + config.get('http.port'));
});
