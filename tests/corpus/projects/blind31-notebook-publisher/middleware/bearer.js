'use strict';

var jwt = require('jsonwebtoken');
var jwksRsa = require('jwks-rsa');
var config = require('config');

var jwks = jwksRsa({ jwksUri: config.get('oidc.jwksUri'), cache: true, cacheMaxAge: 10 * 60 * 1000 });

function publicKeyFor(header, cb) {
  jwks.getSigningKey(header.kid, function (err, key) {
    cb(err, key && key.getPublicKey());
  });
}

/**
 * OIDC access tokens (RS256, verified against the IdP's published keys).
 * Sets req.auth, which the SDK hands to tools as extra.authInfo.
 */
module.exports = function bearer(req, res, next) {
  var m = /^Bearer (\S+)$/.exec(req.get('authorization') || '');
  if (!m) {
    res.set('WWW-Authenticate', 'Bearer realm="notebook-publisher"');
    return res.status(401).json({ error: 'unauthorized' });
  }
  jwt.verify(
    m[1],
    publicKeyFor,
    { algorithms: ['RS256'], issuer: config.get('oidc.issuer'), audience: config.get('oidc.audience') },
    function (err, claims) {
      if (err) return res.status(401).json({ error: 'invalid_token' });
      req.auth = {
        token: m[1],
        clientId: claims.azp || claims.client_id,
        scopes: String(claims.scope || '').split(' '),
        expiresAt: claims.exp,
        extra: { userId: claims.sub }
      };
      next();
    }
  );
};
