// Open-banking API client for code exchange, account listing and transaction fetching.
'use strict';

var EventEmitter = require('events').EventEmitter;
var https = require('https');
var util = require('util');
var querystring = require('querystring');

function BankClient(baseUrl, clientId, clientSecret) {
  EventEmitter.call(this);
  this.baseUrl = baseUrl.replace(/\/+$/, '');
  this.clientId = clientId;
  this.clientSecret = clientSecret;
}
util.inherits(BankClient, EventEmitter);

BankClient.prototype._request = function (method, path, headers, body, cb) {
  var self = this;
  var url = new URL(this.baseUrl + path);
  var req = https.request(url, { method: method, headers: headers }, function (res) {
    var chunks = [];
    res.on('data', function (c) { chunks.push(c); });
    res.on('end', function () {
      var text = Buffer.concat(chunks).toString('utf8');
      self.emit('response', { method: method, path: url.pathname, status: res.statusCode });
      if (res.statusCode >= 400) {
        return cb(new Error('bank api ' + res.statusCode + ': ' + text.slice(0, 200)));
      }
      var json;
      try { json = JSON.parse(text); } catch (e) { return cb(e); }
      cb(null, json);
    });
  });
  req.on('error', cb);
  if (body) req.write(body);
  req.end();
};

BankClient.prototype.exchangeCode = function (code, cb) {
  var form = querystring.stringify({
    grant_type: 'authorization_code',
    code: code,
    client_id: this.clientId,
    client_secret: this.clientSecret
  });
  this._request('POST', '/oauth/token', { 'content-type': 'application/x-www-form-urlencoded' }, form, function (err, json) {
    if (err) return cb(err);
    cb(null, { accessToken: json.access_token, expiresIn: json.expires_in });
  });
};

BankClient.prototype.listAccounts = function (accessToken, cb) {
  this._request('GET', '/accounts', { authorization: 'Bearer ' + accessToken }, null, function (err, json) {
    if (err) return cb(err);
    cb(null, json.accounts || []);
  });
};

BankClient.prototype.fetchStatements = function (accessToken, accountId, from, to, cb) {
  var qs = querystring.stringify({ from: from, to: to });
  var path = '/accounts/' + encodeURIComponent(accountId) + '/transactions?' + qs;
  this._request('GET', path, { authorization: 'Bearer ' + accessToken }, null, function (err, json) {
    if (err) return cb(err);
    cb(null, json.transactions || []);
  });
};

BankClient.prototype.exchangeCodeAsync = util.promisify(BankClient.prototype.exchangeCode);
BankClient.prototype.listAccountsAsync = util.promisify(BankClient.prototype.listAccounts);
BankClient.prototype.fetchStatementsAsync = util.promisify(BankClient.prototype.fetchStatements);

module.exports = BankClient;
