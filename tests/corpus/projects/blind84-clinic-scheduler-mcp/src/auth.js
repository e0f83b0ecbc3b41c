// Express middleware that validates OIDC access tokens and attaches MCP auth info to the request.
'use strict';

const jwt = require('jsonwebtoken');
const jwksClient = require('jwks-rsa');

function createAuthMiddleware({ issuer, audience }) {
  const jwks = jwksClient({
    jwksUri: `${issuer.replace(/\/$/, '')}/.well-known/jwks.json`,
    cache: true,
    rateLimit: true,
  });
  const getKey = (header, callback) => {
    jwks.getSigningKey(header.kid, (err, key) => callback(err, key && key.getPublicKey()));
  };

  return function authenticate(req, res, next) {
    const match = /^Bearer\s+(.+)$/i.exec(req.headers.authorization || '');
    if (!match) {
      res.set('WWW-Authenticate', 'Bearer realm="clinic-scheduler"').status(401).json({ error: 'missing_token' });
      return;
    }
    jwt.verify(match[1], getKey, { issuer, audience, algorithms: ['RS256'] }, (err, claims) => {
      if (err) {
        res.set('WWW-Authenticate', 'Bearer error="invalid_token"').status(401).json({ error: 'invalid_token' });
        return;
      }
      req.auth = {
        token: match[1],
        clientId: claims.azp || claims.client_id,
        scopes: String(claims.scope || '').split(' ').filter(Boolean),
        expiresAt: claims.exp,
        extra: { userId: claims.sub, clinicId: claims.clinic_id, role: claims.role },
      };
      next();
    });
  };
}

module.exports = { createAuthMiddleware };
