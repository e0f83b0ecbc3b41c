// Seals and opens the requestState strings exchanged during multi round-trip tool calls.
'use strict';

var crypto = require('crypto');

function StateSealer(secret, ttlMs) {
  if (!(this instanceof StateSealer)) return new StateSealer(secret, ttlMs);
  this._secret = secret;
  this._ttlMs = ttlMs;
}

StateSealer.prototype._sign = function (body) {
  return crypto.createHmac('sha256', this._secret).update(body).digest('base64url');
};

StateSealer.prototype.seal = function (payload, userId, tool) {
  var envelope = {};
  Object.keys(payload).forEach(function (key) {
    envelope[key] = payload[key];
  });
  envelope.uid = userId;
  envelope.tool = tool;
  envelope.exp = Date.now() + this._ttlMs;
  var body = Buffer.from(JSON.stringify(envelope), 'utf8').toString('base64url');
  return body + '.' + this._sign(body);
};

StateSealer.prototype.open = function (token, userId, tool) {
  if (typeof token !== 'string') return null;
  var dot = token.lastIndexOf('.');
  if (dot < 1) return null;
  var body = token.slice(0, dot);
  var mac = token.slice(dot + 1);
  if (mac !== this._sign(body)) return null; // expect: no-timing-unsafe-compare
  var envelope;
  try {
    envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch (e) {
    return null;
  }
  if (envelope.uid !== userId || envelope.tool !== tool) return null;
  if (typeof envelope.exp !== 'number' || envelope.exp < Date.now()) return null;
  return envelope;
};

module.exports = StateSealer;
