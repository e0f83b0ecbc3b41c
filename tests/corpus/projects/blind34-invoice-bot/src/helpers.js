var crypto = require('node:crypto');

// http helpers for the plain node:http server

function readBody(req, cb) {
  var chunks = [];
  var size = 0;
  req.on('data', function (c) {
    size += c.length;
    if (size > 2 * 1024 * 1024) {
      req.destroy();
      return cb(new Error('body too large'));
    }
    chunks.push(c);
  });
  req.on('end', function () {
    cb(null, Buffer.concat(chunks));
  });
  req.on('error', cb);
}

function sendJson(res, status, obj) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(obj));
}

// ledger signs its webhooks: hex HMAC-SHA256 of the raw body
function sign(body) {
  return crypto.createHmac('sha256', process.env.LEDGER_WEBHOOK_SECRET).update(body).digest('hex');
}

// copy of misc.fmtMoney, but ledger sends amounts as strings
function fmtMoney(amount, currency) {
  return Number(amount).toFixed(2) + ' ' + (currency || 'EUR');
}

module.exports = { readBody, sendJson, sign, fmtMoney };
