'use strict';

var crypto = require('crypto');
var _ = require('lodash');
var constantTimeEquals = require('./compare').constantTimeEquals;

var MAX_TTL_MS = 10 * 60 * 1000;

/**
 * Signs what a tool remembers between two rounds of an input_required exchange.
 *
 *   token = <kid> "." base64url(JSON{ d, sub, tool, exp }) "." base64url(HMAC-SHA256(kid "." body))
 *
 * Signed, not encrypted: the client can read the body, so only ids and counters go in.
 *
 * @constructor
 * @param {{ keys: Array<{ id: string, secret: Buffer }>, ttlMs?: number }} opts
 */
function RoundSealer(opts) {
  if (!opts || !_.isArray(opts.keys) || opts.keys.length === 0) {
    throw new Error('RoundSealer needs at least one key');
  }
  this.keys = opts.keys;
  this.ttlMs = Math.min(opts.ttlMs || MAX_TTL_MS, MAX_TTL_MS);
}

/** @private */
RoundSealer.prototype._mac = function (secret, signedPart) {
  return crypto.createHmac('sha256', secret).update(signedPart).digest('base64url');
};

/**
 * @param {object} data what the next round needs
 * @param {{ userId: string, tool: string }} binding
 * @returns {string}
 */
RoundSealer.prototype.seal = function (data, binding) {
  if (!binding || !binding.userId || !binding.tool) throw new Error('seal() needs userId and tool');
  var current = this.keys[0];
  var body = Buffer.from(JSON.stringify({
    d: data,
    sub: binding.userId,
    tool: binding.tool,
    exp: Date.now() + this.ttlMs
  }), 'utf8').toString('base64url');
  var signedPart = current.id + '.' + body;
  return signedPart + '.' + this._mac(current.secret, signedPart);
};

/**
 * @param {string} token the requestState the client echoed
 * @param {{ userId: string, tool: string }} binding the current call
 * @returns {object|null} the data, or null for anything forged, foreign or stale
 */
RoundSealer.prototype.open = function (token, binding) {
  if (typeof token !== 'string' || token.length > 8192) return null;
  var parts = token.split('.');
  if (parts.length !== 3) return null;

  var key = _.find(this.keys, { id: parts[0] });
  if (!key) return null;

  var expected = this._mac(key.secret, parts[0] + '.' + parts[1]);
  if (!constantTimeEquals(parts[2], expected)) return null;

  var payload;
  try {
    payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  } catch (e) {
    return null;
  }

  if (payload.sub !== binding.userId) return null;
  if (payload.tool !== binding.tool) return null;
  if (typeof payload.exp !== 'number' || payload.exp <= Date.now()) return null;
  return payload.d;
};

module.exports = RoundSealer;
