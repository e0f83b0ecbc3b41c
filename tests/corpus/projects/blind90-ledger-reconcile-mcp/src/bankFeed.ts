// Client for the bank-feed aggregator: opens a session with client credentials and pages through account transactions.
// @ts-nocheck
import https from 'node:https';
import { promisify } from 'node:util';
import settings from './env.js';

function BankFeed(options) {
  this.base = new URL(options.baseUrl);
  this.clientId = options.clientId;
  this.clientSecret = options.clientSecret;
  this.timeoutMs = options.timeoutMs;
}

BankFeed.prototype._call = function (method, path, headers, body, callback) {
  var payload = body ? JSON.stringify(body) : null;
  var allHeaders = { accept: 'application/json' };
  if (payload) allHeaders['content-type'] = 'application/json';
  Object.keys(headers || {}).forEach(function (name) { allHeaders[name] = headers[name]; });
  var req = https.request({
    method: method,
    hostname: this.base.hostname,
    port: this.base.port || 443,
    path: this.base.pathname.replace(/\/$/, '') + path,
    headers: allHeaders,
    timeout: this.timeoutMs
  }, function (res) {
    var chunks = [];
    res.on('data', function (c) { chunks.push(c); });
    res.on('end', function () {
      var text = Buffer.concat(chunks).toString('utf8');
      if (res.statusCode >= 400) return callback(new Error('bank feed ' + method + ' ' + path + ' answered ' + res.statusCode));
      var data;
      try {
        data = text ? JSON.parse(text) : {};
      } catch (e) {
        return callback(e);
      }
      callback(null, data);
    });
  });
  req.on('timeout', function () { req.destroy(new Error('bank feed timed out')); });
  req.on('error', callback);
  if (payload) req.write(payload);
  req.end();
};

BankFeed.prototype.openSession = function (callback) {
  this._call('POST', '/sessions', null, { client_id: this.clientId, client_secret: this.clientSecret }, function (err, data) {
    if (err) return callback(err);
    callback(null, { token: data.session_token, expiresAt: data.expires_at });
  });
};

BankFeed.prototype.transactions = function (sessionToken, bankAccountRef, cursor, callback) {
  var path = '/accounts/' + encodeURIComponent(bankAccountRef) + '/transactions?status=unreconciled&limit=100' +
    (cursor ? '&cursor=' + encodeURIComponent(cursor) : '');
  this._call('GET', path, { authorization: 'Session ' + sessionToken }, null, function (err, data) {
    if (err) return callback(err);
    callback(null, {
      items: (data.transactions || []).map(function (t) {
        return { id: t.id, date: t.value_date, amountCents: t.amount_minor, text: t.remittance || t.counterparty || '' };
      }),
      nextCursor: data.next_cursor || null
    });
  });
};

BankFeed.prototype.openSessionAsync = promisify(BankFeed.prototype.openSession);
BankFeed.prototype.transactionsAsync = promisify(BankFeed.prototype.transactions);

export var bankFeed = new BankFeed(settings.bankFeed);
