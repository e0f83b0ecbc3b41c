// StateSigner constructor that seals and opens HMAC-signed round-trip state envelopes.
'use strict';

var crypto = require('crypto');
var util = require('util');

/**
 * Signs the little bit of state we hand the client between rounds.
 * Envelope: base64url(JSON) "." base64url(HMAC-SHA256)
 */
function StateSigner(options) {
  if (!(this instanceof StateSigner)) return new StateSigner(options);
  options = options || {};
  if (!options.key) throw new Error('StateSigner: key is required');
  this.key = options.key;
  this.ttlMs = options.ttlMs;
  this.now = options.now || Date.now;
}

StateSigner.prototype._mac = function (body) {
  return crypto.createHmac('sha256', this.key).update(body).digest();
};

StateSigner.prototype.seal = function (payload, userId, tool) {
  var envelope = {
    d: payload,
    u: userId,
    t: tool,
    exp: this.now() + this.ttlMs
  };
  var body = Buffer.from(JSON.stringify(envelope), 'utf8').toString('base64url');
  return body + '.' + this._mac(body).toString('base64url');
};

StateSigner.prototype.open = function (token, userId, tool, callback) {
  var self = this;
  process.nextTick(function () {
    if (typeof token !== 'string' || token.indexOf('.') < 1) {
      return callback(new Error('malformed state'));
    }
    var parts = token.split('.');
    var given = Buffer.from(parts[1] || '', 'base64url');
    var wanted = self._mac(parts[0]);
    if (given.length !== wanted.length || !given.equals(wanted)) { // expect: no-timing-unsafe-compare
      return callback(new Error('bad state signature'));
    }
    var envelope;
    try {
      envelope = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'));
    } catch (e) {
      return callback(new Error('unreadable state'));
    }
    if (envelope.u !== userId || envelope.t !== tool) {
      return callback(new Error('state was not issued for this call'));
    }
    if (typeof envelope.exp !== 'number' || envelope.exp < self.now()) {
      return callback(new Error('state expired'));
    }
    callback(null, envelope.d);
  });
};

StateSigner.prototype.openAsync = util.promisify(StateSigner.prototype.open);

module.exports = StateSigner;
