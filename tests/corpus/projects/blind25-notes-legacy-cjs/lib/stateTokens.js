'use strict';

var util = require('util');
var jwt = require('jsonwebtoken');

var signAsync = util.promisify(jwt.sign);
var verifyAsync = util.promisify(jwt.verify);

/**
 * Issues and checks the JWTs we hand to MCP clients as `requestState`.
 * @constructor
 */
function StateTokens(options) {
  if (!(this instanceof StateTokens)) return new StateTokens(options);
  this.secret = options.secret;
  this.expiresIn = options.expiresIn;
  this.issuer = options.issuer;
  this.verifyOptions = options.verify;
}

StateTokens.prototype.issue = function (userId, tool, data) {
  var claims = Object.assign({}, data, { tool: tool });
  return signAsync(claims, this.secret, {
    algorithm: 'HS256',
    subject: String(userId),
    issuer: this.issuer,
    expiresIn: this.expiresIn
  });
};

StateTokens.prototype.check = function (token, userId, tool) {
  return verifyAsync(token, this.secret, this.verifyOptions).then(function (claims) {
    if (claims.sub !== String(userId) || claims.tool !== tool) {
      throw new Error('request state belongs to another call');
    }
    return claims;
  });
};

/**
 * Cheap look at a token without the crypto, for follow-up rounds whose
 * first round already went through issue().
 */
StateTokens.prototype.peek = function (token) {
  return jwt.decode(token) || {};
};

module.exports = StateTokens;
