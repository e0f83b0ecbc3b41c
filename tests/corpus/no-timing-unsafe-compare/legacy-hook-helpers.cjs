// Models an older CommonJS hook-signing module: helpers on exports called through exports, var declared then assigned, a let assigned on every path, and a var that holds a MAC on one path and a client header on the other.
'use strict';

var crypto = require('crypto');

var SECRET = process.env.HOOK_SIGNING_SECRET;

exports.sign = function (body, algorithm) {
  return algorithm + '=' + crypto.createHmac(algorithm, SECRET).update(body).digest('hex');
};

exports.signV1 = function (body) {
  return 'v1=' + crypto.createHmac('sha256', SECRET).update(body).digest('hex');
};

module.exports.signV2 = function (timestamp, body) {
  return 'v2=' + crypto.createHmac('sha256', SECRET).update(timestamp + ':' + body).digest('hex');
};

exports.verify = function (req) {
  var header = req.headers['x-hook-signature'];
  var expected;
  if (!header) return false;
  expected = exports.sign(req.rawBody, header.indexOf('sha1=') === 0 ? 'sha1' : 'sha256');
  return header === expected; // expect: no-timing-unsafe-compare
};

exports.verifyV2 = function (req) {
  var expected;
  if (req.headers['x-hook-version'] === '2') {
    expected = module.exports.signV2(req.headers['x-hook-timestamp'], req.rawBody);
  } else {
    expected = exports.signV1(req.rawBody);
  }
  if (req.headers['x-hook-signature'] != expected) { // expect: no-timing-unsafe-compare
    return false;
  }
  return true;
};

exports.verifyRelay = function (req, trustedRelay) {
  var token;
  if (trustedRelay) token = req.headers['x-relay-token'];
  else token = exports.signV1(req.rawBody);
  return req.headers['x-hook-signature'] === token;
};

exports.describe = function (req) {
  var kind = 'unsigned';
  if (req.headers['x-hook-signature']) kind = 'signed';
  return kind === 'signed' ? 'verified delivery' : 'plain delivery';
};
