// Models an ES5-style CommonJS API client that signs and verifies requests with a constructor function and Foo.prototype methods, plus a look-alike prototype method that compares a request id.
'use strict';

var crypto = require('crypto');

function RequestSigner(accessKey, secretKey) {
  this.accessKey = accessKey;
  this.secretKey = secretKey;
}

RequestSigner.prototype.canonical = function (method, path, timestamp) {
  return [method.toUpperCase(), path, String(timestamp)].join('\n');
};

RequestSigner.prototype.sign = function (method, path, timestamp) {
  return crypto.createHmac('sha256', this.secretKey).update(this.canonical(method, path, timestamp)).digest('base64');
};

RequestSigner.prototype.verify = function (req) {
  var timestamp = Number(req.headers['x-timestamp']);
  var signature = req.headers['x-signature'];
  if (!signature || Math.abs(Date.now() - timestamp) > 5 * 60 * 1000) return false;
  return this.sign(req.method, req.path, timestamp) === signature; // expect: no-timing-unsafe-compare
};

RequestSigner.prototype.sameRequest = function (req, previous) {
  return req.headers['x-request-id'] === previous.id;
};

module.exports = RequestSigner;
