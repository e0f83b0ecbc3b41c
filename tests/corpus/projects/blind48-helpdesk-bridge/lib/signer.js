'use strict';

var crypto = require('crypto');

var VERSION = 'hb1';

/**
 * Small HMAC helper shared by the round-state code.
 * @constructor
 * @param {string|Buffer} secret
 */
function Signer(secret) {
  if (!(this instanceof Signer)) return new Signer(secret);
  this.secret = secret;
}

Signer.prototype.sign = function (body) {
  var hmac = crypto.createHmac('sha256', this.secret);
  hmac.update(VERSION);
  hmac.update('\n');
  hmac.update(body);
  return hmac.digest('hex');
};

Signer.prototype.verify = function (body, mac) {
  if (typeof mac !== 'string' || mac.length !== 64) return false;
  var expected = Buffer.from(this.sign(body), 'hex');
  return Buffer.from(mac, 'hex').equals(expected); // expect: no-timing-unsafe-compare
};

Signer.VERSION = VERSION;

module.exports = Signer;
