// src/directory.js — client for the corporate identity directory (user lookup and password set)
import https from 'https';
import util from 'util';
import config from './config.js';

function DirectoryClient(baseUrl, clientId, clientSecret) {
  this.baseUrl = baseUrl.replace(/\/$/, '');
  this.clientId = clientId;
  this.clientSecret = clientSecret;
  this._token = null;
  this._tokenUntil = 0;
}

DirectoryClient.prototype._send = function (method, path, headers, body, cb) {
  var url = new URL(this.baseUrl + path);
  var payload = body === undefined ? null : (typeof body === 'string' ? body : JSON.stringify(body));
  var req = https.request(url, { method: method, headers: headers, timeout: 8000 }, function (res) {
    var parts = [];
    res.on('data', function (p) { parts.push(p); });
    res.on('end', function () {
      var raw = Buffer.concat(parts).toString('utf8');
      var json = null;
      try { json = raw ? JSON.parse(raw) : null; } catch (e) { json = null; }
      if (res.statusCode === 404) return cb(null, null);
      if (res.statusCode >= 400) return cb(new Error('Directory ' + method + ' ' + path + ' -> ' + res.statusCode));
      cb(null, json);
    });
  });
  req.on('timeout', function () { req.destroy(new Error('Directory timed out')); });
  req.on('error', cb);
  if (payload) req.write(payload);
  req.end();
};

DirectoryClient.prototype._withToken = function (cb) {
  var self = this;
  if (self._token && self._tokenUntil > Date.now()) return process.nextTick(cb, null, self._token);
  var form = new URLSearchParams({
    grant_type: 'client_credentials',
    client_id: self.clientId,
    client_secret: self.clientSecret,
    scope: 'directory.users.read directory.users.password'
  }).toString();
  self._send('POST', '/oauth/token', { 'content-type': 'application/x-www-form-urlencoded' }, form, function (err, body) {
    if (err) return cb(err);
    self._token = body.access_token;
    self._tokenUntil = Date.now() + (body.expires_in - 30) * 1000;
    cb(null, self._token);
  });
};

DirectoryClient.prototype.lookupUser = function (username, cb) {
  var self = this;
  self._withToken(function (err, token) {
    if (err) return cb(err);
    self._send('GET', '/v1/users/' + encodeURIComponent(username), { authorization: 'Bearer ' + token, accept: 'application/json' }, undefined, cb);
  });
};

DirectoryClient.prototype.setPassword = function (username, password, opts, cb) {
  var self = this;
  self._withToken(function (err, token) {
    if (err) return cb(err);
    self._send('PUT', '/v1/users/' + encodeURIComponent(username) + '/password', {
      authorization: 'Bearer ' + token,
      'content-type': 'application/json'
    }, { password: password, forceChangeAtNextLogin: !!opts.mustChange, actor: opts.actor }, cb);
  });
};

var directory = new DirectoryClient(config.directoryUrl, config.directoryClientId, config.directoryClientSecret);
directory.lookupUserAsync = util.promisify(directory.lookupUser.bind(directory));
directory.setPasswordAsync = util.promisify(directory.setPassword.bind(directory));

export default directory;
