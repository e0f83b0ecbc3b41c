// Express middleware verifying the dispatcher's bearer JWT and exposing it as req.auth for the MCP transport.
const jwt = require('jsonwebtoken');
const jwksClient = require('jwks-rsa');
const config = require('./config');

const jwks = jwksClient({ jwksUri: config.jwksUri, cache: true, cacheMaxAge: 10 * 60 * 1000, rateLimit: true });

function signingKey(header, callback) {
  jwks.getSigningKey(header.kid, (error, key) => callback(error, key && key.getPublicKey()));
}

function verify(token) {
  return new Promise((resolve, reject) => {
    jwt.verify(token, signingKey, { algorithms: ['RS256'], issuer: config.issuer, audience: config.audience }, (error, claims) =>
      error ? reject(error) : resolve(claims),
    );
  });
}

function requireDispatcher(req, res, next) {
  const header = req.headers.authorization || '';
  if (!header.startsWith('Bearer ')) {
    res.set('WWW-Authenticate', 'Bearer').status(401).json({ error: 'missing bearer token' });
    return;
  }
  const token = header.slice('Bearer '.length).trim();
  verify(token)
    .then((claims) => {
      const scopes = String(claims.scope || '').split(' ');
      if (!scopes.includes('dispatch')) {
        res.status(403).json({ error: 'dispatch scope required' });
        return;
      }
      req.auth = {
        token,
        clientId: claims.azp || claims.client_id,
        scopes,
        expiresAt: claims.exp,
        extra: { userId: claims.sub, siteIds: Array.isArray(claims.sites) ? claims.sites : [] },
      };
      next();
    })
    .catch((error) => {
      res.set('WWW-Authenticate', 'Bearer error="invalid_token"').status(401).json({ error: error.name });
    });
}

module.exports = { requireDispatcher };
