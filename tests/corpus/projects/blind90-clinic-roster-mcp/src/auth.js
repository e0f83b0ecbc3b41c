// Verifies hospital IdP access tokens (RS256 JWTs) and sets req.auth in the shape the SDK passes on as authInfo.
'use strict';

var fs = require('fs');
var util = require('util');
var jwt = require('jsonwebtoken');

var verifyJwt = util.promisify(jwt.verify);

function httpError(status, message) {
  var err = new Error(message);
  err.status = status;
  return err;
}

function Authenticator(oidc) {
  this.publicKey = fs.readFileSync(oidc.publicKeyFile, 'utf8');
  this.options = { algorithms: ['RS256'], issuer: oidc.issuer, audience: oidc.audience, clockTolerance: 30 };
}

Authenticator.prototype.authenticate = function (req) {
  var match = /^Bearer ([^\s]+)$/.exec(req.headers.authorization || '');
  if (!match) return Promise.reject(httpError(401, 'missing bearer token'));
  var token = match[1];
  return verifyJwt(token, this.publicKey, this.options).then(function (claims) {
    var scopes = String(claims.scope || '').split(' ').filter(Boolean);
    if (scopes.indexOf('roster') === -1) throw httpError(403, 'roster scope required');
    req.auth = {
      token: token,
      clientId: claims.azp || claims.client_id,
      scopes: scopes,
      expiresAt: claims.exp,
      extra: { userId: String(claims.staff_id || claims.sub), wardIds: claims.wards || [] }
    };
    return req.auth;
  }, function (err) {
    if (err.status) throw err;
    throw httpError(401, 'invalid token');
  });
};

module.exports = Authenticator;
