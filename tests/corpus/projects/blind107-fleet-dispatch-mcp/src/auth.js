// src/auth.js — Express middleware that introspects dispatcher bearer tokens with the identity service
'use strict';

var http = require('./lib/http');
var config = require('./config');

var CACHE_MS = 60 * 1000;
var cache = new Map();

function introspect(token, cb) {
  var cached = cache.get(token);
  if (cached && cached.until > Date.now()) return process.nextTick(cb, null, cached.info);

  var basic = Buffer.from(config.introspectionClientId + ':' + config.introspectionClientSecret).toString('base64');
  http.requestJson('POST', config.identityUrl + '/oauth2/introspect', {
    headers: { authorization: 'Basic ' + basic },
    form: { token: token, token_type_hint: 'access_token' }
  }, function (err, res) {
    if (err) return cb(err);
    var body = res.body || {};
    if (!body.active) return cb(null, null);
    var info = {
      token: token,
      clientId: body.client_id,
      scopes: typeof body.scope === 'string' ? body.scope.split(' ') : [],
      expiresAt: body.exp,
      extra: { userId: body.sub, depotId: body.depot_id, name: body.name }
    };
    cache.set(token, { info: info, until: Math.min(Date.now() + CACHE_MS, body.exp * 1000) });
    cb(null, info);
  });
}

function reject(res, status, code, description) {
  res.status(status)
    .set('WWW-Authenticate', 'Bearer error="' + code + '", error_description="' + description + '"')
    .json({ error: code, error_description: description });
}

module.exports = function bearerAuth() {
  return function (req, res, next) {
    var header = req.get('authorization') || '';
    var match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match) return reject(res, 401, 'invalid_token', 'Missing bearer token');

    introspect(match[1], function (err, info) {
      if (err) return next(err);
      if (!info) return reject(res, 401, 'invalid_token', 'Token is not active');
      if (info.scopes.indexOf(config.requiredScope) === -1) {
        return reject(res, 403, 'insufficient_scope', 'Scope ' + config.requiredScope + ' is required');
      }
      if (!info.extra.depotId) return reject(res, 403, 'insufficient_scope', 'Token is not tied to a depot');
      req.auth = info;
      next();
    });
  };
};
