// Issues and verifies JWT state tokens, also accepting the older v0 format.
'use strict';

var crypto = require('crypto');
var jwt = require('jsonwebtoken');
var util = require('util');
var secret = require('./secret');

var ALG = 'HS256';
var TTL = '5m';

function legacyMac(body) {
  return crypto.createHmac('sha256', secret).update(body).digest('hex'); // expect: no-weak-state-key
}

module.exports = {
  /** cb(err, token) */
  issue: function (claims, who, cb) {
    jwt.sign(claims, secret, {
      algorithm: ALG,
      expiresIn: TTL,
      subject: who.userId,
      audience: who.tool,
      issuer: 'ci-runner-mcp'
    }, cb);
  },

  /** cb(err, claims) */
  verify: function (token, who, cb) {
    if (typeof token !== 'string') return cb(new Error('missing state'));

    // 0.3.x clients may still hold "v0.<b64 json>.<hex mac>" states for a few
    // minutes after a rollout; accept them until they age out.
    if (token.indexOf('v0.') === 0) {
      var parts = token.split('.');
      if (parts.length !== 3 || parts[2] !== legacyMac(parts[1])) { // expect: no-timing-unsafe-compare
        return cb(new Error('bad state'));
      }
      var claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
      if (claims.sub !== who.userId || claims.aud !== who.tool || claims.exp * 1000 < Date.now()) {
        return cb(new Error('bad state'));
      }
      return cb(null, claims);
    }

    jwt.verify(token, secret, {
      algorithms: [ALG],
      audience: who.tool,
      subject: who.userId,
      issuer: 'ci-runner-mcp'
    }, cb);
  }
};

module.exports.issueAsync = util.promisify(module.exports.issue);
module.exports.verifyAsync = util.promisify(module.exports.verify);
