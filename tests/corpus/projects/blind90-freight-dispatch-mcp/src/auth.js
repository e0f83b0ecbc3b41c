// Bearer-token middleware: introspects access tokens with the identity provider and sets req.auth for the MCP transport.
'use strict';

var crypto = require('crypto');
var http = require('http');
var https = require('https');
var url = require('url');
var querystring = require('querystring');

var CACHE_MS = 30 * 1000;

function Introspector(options) {
  this.endpoint = url.parse(options.introspectionUrl);
  this.clientId = options.clientId;
  this.clientSecret = options.clientSecret;
  this.requiredScope = options.requiredScope;
  this._cache = Object.create(null);
}

Introspector.prototype._cacheKey = function (token) {
  return crypto.createHash('sha256').update(token).digest('hex');
};

Introspector.prototype.introspect = function (token, callback) {
  var key = this._cacheKey(token);
  var hit = this._cache[key];
  if (hit && hit.until > Date.now()) {
    process.nextTick(callback, null, hit.info);
    return;
  }
  var self = this;
  var form = querystring.stringify({ token: token, token_type_hint: 'access_token' });
  var basic = Buffer.from(this.clientId + ':' + this.clientSecret).toString('base64');
  var transport = this.endpoint.protocol === 'https:' ? https : http;
  var req = transport.request({
    method: 'POST',
    hostname: this.endpoint.hostname,
    port: this.endpoint.port,
    path: this.endpoint.path,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': Buffer.byteLength(form),
      authorization: 'Basic ' + basic
    }
  }, function (res) {
    var body = '';
    res.setEncoding('utf8');
    res.on('data', function (chunk) { body += chunk; });
    res.on('end', function () {
      if (res.statusCode !== 200) return callback(new Error('introspection answered ' + res.statusCode));
      var info;
      try {
        info = JSON.parse(body);
      } catch (e) {
        return callback(e);
      }
      if (info.active) self._cache[key] = { info: info, until: Math.min(Date.now() + CACHE_MS, info.exp * 1000) };
      callback(null, info);
    });
  });
  req.on('error', callback);
  req.end(form);
};

function deny(res, status, message) {
  res.status(status)
    .set('WWW-Authenticate', 'Bearer realm="dispatch", error="invalid_token"')
    .json({ error: message });
}

Introspector.prototype.middleware = function () {
  var self = this;
  return function authenticate(req, res, next) {
    var match = /^Bearer\s+([A-Za-z0-9._~+\/-]+=*)$/i.exec(req.headers.authorization || '');
    if (!match) return deny(res, 401, 'missing bearer token');
    self.introspect(match[1], function (err, info) {
      if (err) return next(err);
      if (!info.active) return deny(res, 401, 'token is not active');
      var scopes = String(info.scope || '').split(' ').filter(Boolean);
      if (scopes.indexOf(self.requiredScope) === -1) return deny(res, 403, 'dispatch scope required');
      req.auth = {
        token: match[1],
        clientId: info.client_id,
        scopes: scopes,
        expiresAt: info.exp,
        extra: { userId: info.sub, displayName: info.name }
      };
      next();
    });
  };
};

module.exports = Introspector;
