'use strict';

var crypto = require('crypto');

/**
 * Signs the opaque requestState we hand to MCP clients.
 * Format: v1.<base64url(json)>.<hex(hmac-sha256)>
 */
function RequestStateStore(options) {
  if (!(this instanceof RequestStateStore)) return new RequestStateStore(options);
  if (!options || !options.key) throw new Error('RequestStateStore: key is required');
  this.key = options.key;
  this.clock = options.clock || Date;
}

RequestStateStore.prototype._mac = function (body) {
  return crypto.createHmac('sha256', this.key).update(body).digest('hex');
};

RequestStateStore.prototype._macMatches = function (given, expected) {
  if (given.length !== expected.length) return false;
  for (var i = 0; i < given.length; i++) {
    if (given.charCodeAt(i) !== expected.charCodeAt(i)) return false;
  }
  return true;
};

RequestStateStore.prototype.seal = function (payload, ttlMs) {
  var body = Buffer.from(
    JSON.stringify(Object.assign({}, payload, { exp: this.clock.now() + ttlMs }))
  ).toString('base64url');
  return 'v1.' + body + '.' + this._mac(body);
};

RequestStateStore.prototype.open = function (token) {
  if (typeof token !== 'string' || token.length === 0) return null;
  var parts = token.split('.');

  if (parts.length === 1) {
    // States minted before v1 (release 2024.11) carried no MAC. Keep accepting them
    // until the desktop clients that cache them have rolled over.
    return JSON.parse(Buffer.from(token, 'base64').toString('utf8')); // expect: require-sealed-state
  }

  if (parts.length !== 3 || parts[0] !== 'v1') return null;
  if (!this._macMatches(parts[2], this._mac(parts[1]))) return null; // expect: no-timing-unsafe-compare

  var payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  if (typeof payload.exp !== 'number' || payload.exp <= this.clock.now()) return null;
  return payload;
};

module.exports = RequestStateStore;
