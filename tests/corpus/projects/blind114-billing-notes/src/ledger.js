// Minimal HTTP JSON client for the internal ledger service.
'use strict';

var http = require('http');

var HOST = process.env.LEDGER_HOST || 'ledger.billing.svc';

function call(method, path, body, cb) {
  var payload = body ? JSON.stringify(body) : null;
  var req = http.request({
    host: HOST,
    port: 8080,
    method: method,
    path: path,
    headers: payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}
  }, function (res) {
    var data = '';
    res.setEncoding('utf8');
    res.on('data', function (c) { data += c; });
    res.on('end', function () {
      if (res.statusCode >= 400) return cb(new Error('ledger ' + res.statusCode + ': ' + data));
      try { cb(null, data ? JSON.parse(data) : null); } catch (e) { cb(e); }
    });
  });
  req.on('error', cb);
  if (payload) req.write(payload);
  req.end();
}

exports.invoice = function (id, cb) { call('GET', '/invoices/' + encodeURIComponent(id), null, cb); };
exports.refund = function (id, amountCents, currency, reason, actor, cb) {
  call('POST', '/invoices/' + encodeURIComponent(id) + '/refunds',
    { amount_cents: amountCents, currency: currency, reason: reason, requested_by: actor }, cb);
};
