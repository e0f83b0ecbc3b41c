'use strict';

var crypto = require('crypto');
var constantTimeEquals = require('./ct');

var PREFIX = 'fn1.';
var TTL_MS = 5 * 60 * 1000;

function canonical(value) {
  if (Array.isArray(value)) return '[' + value.map(canonical).join(',') + ']';
  if (value && typeof value === 'object') {
    return '{' + Object.keys(value).sort().map(function (k) {
      return JSON.stringify(k) + ':' + canonical(value[k]);
    }).join(',') + '}';
  }
  return JSON.stringify(value === undefined ? null : value);
}

function digestArgs(args) {
  return crypto.createHash('sha256').update(canonical(args)).digest('base64url');
}

function fail(reason) {
  return { ok: false, reason: reason };
}

/**
 * Signs what a tool wants back on its next round, bound to the local user, the tool and
 * (for destructive tools) the exact arguments.
 * @constructor
 * @param {Buffer} key at least 32 random bytes
 */
function SealBox(key) {
  if (!Buffer.isBuffer(key) || key.length < 32) {
    throw new TypeError('SealBox needs a key of at least 32 bytes');
  }
  this._key = key;
}

SealBox.prototype._mac = function (body) {
  var h = crypto.createHmac('sha256', this._key);
  h.update(PREFIX);
  h.update(body);
  return h.digest('base64url');
};

SealBox.prototype.seal = function (payload, binding) {
  var envelope = {
    p: payload,
    sub: binding.userId,
    tool: binding.tool,
    exp: Date.now() + TTL_MS
  };
  if (binding.args !== undefined) envelope.ad = digestArgs(binding.args);
  var body = Buffer.from(JSON.stringify(envelope), 'utf8').toString('base64url');
  return PREFIX + body + '.' + this._mac(body);
};

SealBox.prototype.open = function (token, binding) {
  if (typeof token !== 'string' || token.slice(0, PREFIX.length) !== PREFIX) return fail('malformed');
  var rest = token.slice(PREFIX.length);
  var dot = rest.lastIndexOf('.');
  if (dot < 1) return fail('malformed');
  var body = rest.slice(0, dot);
  var mac = rest.slice(dot + 1);
  if (!constantTimeEquals(mac, this._mac(body))) return fail('signature');

  var envelope;
  try {
    envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch (e) {
    return fail('malformed');
  }
  if (typeof envelope.exp !== 'number' || envelope.exp <= Date.now()) return fail('expired');
  if (envelope.sub !== binding.userId) return fail('user');
  if (envelope.tool !== binding.tool) return fail('tool');
  if (binding.args !== undefined && envelope.ad !== digestArgs(binding.args)) return fail('args');
  return { ok: true, state: envelope.p };
};

module.exports = SealBox;
