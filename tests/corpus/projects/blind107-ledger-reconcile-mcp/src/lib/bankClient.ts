// src/lib/bankClient.ts — client for the bank aggregator API (feed sync start / continue)
// @ts-nocheck
import https from 'node:https';
import util from 'node:util';

export function BankClient(opts) {
  if (!(this instanceof BankClient)) return new BankClient(opts);
  this.base = new URL(opts.baseUrl);
  this.apiKey = opts.apiKey;
  this.timeoutMs = opts.timeoutMs || 10000;
  this.startSyncAsync = util.promisify(this.startSync.bind(this));
  this.continueSyncAsync = util.promisify(this.continueSync.bind(this));
}

BankClient.prototype._call = function (method, path, body, cb) {
  var url = new URL(path, this.base);
  var payload = body ? JSON.stringify(body) : null;
  var req = https.request(url, {
    method: method,
    timeout: this.timeoutMs,
    headers: {
      authorization: 'Bearer ' + this.apiKey,
      accept: 'application/json',
      'content-type': 'application/json',
      'x-api-version': '2024-06-01'
    }
  }, function (res) {
    var buf = [];
    res.on('data', function (d) { buf.push(d); });
    res.on('end', function () {
      var text = Buffer.concat(buf).toString('utf8');
      if (res.statusCode >= 400) return cb(new Error('Bank API ' + res.statusCode + ': ' + text.slice(0, 200)));
      try {
        cb(null, text ? JSON.parse(text) : {});
      } catch (e) {
        cb(e);
      }
    });
  });
  req.on('timeout', function () { req.destroy(new Error('Bank API timed out')); });
  req.on('error', cb);
  if (payload) req.write(payload);
  req.end();
};

BankClient.prototype.startSync = function (orgRef, cb) {
  this._call('POST', '/v3/feeds/sync', { organisation: orgRef }, function (err, body) {
    if (err) return cb(err);
    cb(null, { continuation: body.continuation_token, accounts: body.accounts || [] });
  });
};

BankClient.prototype.continueSync = function (continuation, accountRefs, cb) {
  this._call('POST', '/v3/feeds/sync/continue', { continuation_token: continuation, accounts: accountRefs }, function (err, body) {
    if (err) return cb(err);
    cb(null, (body.transactions || []).map(function (t) {
      return {
        id: t.transaction_id,
        amountCents: Math.round(Number(t.amount) * 100),
        bookedOn: t.booking_date,
        reference: t.remittance_information || '',
        counterparty: t.counterparty_name || ''
      };
    }));
  });
};
