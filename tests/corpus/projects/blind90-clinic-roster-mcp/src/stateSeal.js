// Signs and checks the requestState tokens that carry roster state between the rounds of a tool call.
'use strict';

var crypto = require('crypto');

var FORMAT = 'r2';
var MAX_TOKEN_LENGTH = 16384;

function canonical(value) {
  if (Array.isArray(value)) return '[' + value.map(canonical).join(',') + ']';
  if (value && typeof value === 'object') {
    return '{' + Object.keys(value).sort().map(function (key) {
      return JSON.stringify(key) + ':' + canonical(value[key]);
    }).join(',') + '}';
  }
  return JSON.stringify(value === undefined ? null : value);
}

function argsDigest(args) {
  return crypto.createHash('sha256').update(canonical(args || {})).digest('base64url');
}

function Sealer(key, ttlSeconds, clock) {
  if (!Buffer.isBuffer(key) || key.length < 32) throw new TypeError('state key must be a Buffer of at least 32 bytes');
  if (!(ttlSeconds > 0 && ttlSeconds <= 600)) throw new RangeError('state lifetime must be between 1 and 600 seconds');
  this._key = key;
  this._ttlMs = ttlSeconds * 1000;
  this._now = clock || Date.now;
}

Sealer.prototype._mac = function (body) {
  return crypto.createHmac('sha256', this._key).update(FORMAT + '.' + body).digest('base64url');
};

// binding: { userId, tool, args } where args is given for tools that change data
Sealer.prototype.seal = function (payload, binding) {
  var envelope = {
    v: 2,
    sub: binding.userId,
    tool: binding.tool,
    exp: this._now() + this._ttlMs,
    p: payload
  };
  if (binding.args) envelope.ad = argsDigest(binding.args);
  var body = Buffer.from(JSON.stringify(envelope), 'utf8').toString('base64url');
  return FORMAT + '.' + body + '.' + this._mac(body);
};

Sealer.prototype.open = function (token, binding) {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return null;
  var parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== FORMAT) return null;
  var given = Buffer.from(parts[2], 'utf8');
  var computed = Buffer.from(this._mac(parts[1]), 'utf8');
  if (given.length !== computed.length || !crypto.timingSafeEqual(given, computed)) return null;
  var envelope;
  try {
    envelope = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  } catch (e) {
    return null;
  }
  if (!envelope || envelope.v !== 2) return null;
  if (envelope.sub !== binding.userId || envelope.tool !== binding.tool) return null;
  if (typeof envelope.exp !== 'number' || envelope.exp <= this._now()) return null;
  if (binding.args) {
    if (envelope.ad !== argsDigest(binding.args)) return null;
  } else if (envelope.ad !== undefined) {
    return null;
  }
  return envelope.p;
};

Sealer.argsDigest = argsDigest;

module.exports = Sealer;
