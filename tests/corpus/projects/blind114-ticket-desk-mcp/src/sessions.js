// Resolves bearer tokens to sessions via the SSO introspection endpoint, with caching.
'use strict';

var https = require('https');

var GATEWAY = process.env.SSO_INTROSPECT_URL || 'https://sso.internal.example.com/introspect';
var cache = new Map();

// Callback style because the rest of our gateway clients are.
exports.resolve = function resolve(token, cb) {
  var hit = cache.get(token);
  if (hit && hit.expiresAt * 1000 > Date.now()) return process.nextTick(cb, null, hit);

  var req = https.request(GATEWAY, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } }, function (res) {
    var chunks = [];
    res.on('data', function (c) { chunks.push(c); });
    res.on('end', function () {
      if (res.statusCode !== 200) return cb(null, null);
      var body;
      try { body = JSON.parse(Buffer.concat(chunks).toString('utf8')); } catch (e) { return cb(e); }
      if (!body.active) return cb(null, null);
      var session = { userId: body.sub, clientId: body.client_id, scopes: (body.scope || '').split(' '), expiresAt: body.exp };
      cache.set(token, session);
      cb(null, session);
    });
  });
  req.on('error', cb);
  req.end('token=' + encodeURIComponent(token));
};
