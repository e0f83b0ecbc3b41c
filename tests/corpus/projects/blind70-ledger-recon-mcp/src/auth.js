// Express middleware that validates OIDC access tokens and attaches MCP auth info.
'use strict';

const jwt = require('jsonwebtoken');
const jwksClient = require('jwks-rsa');
const logger = require('./logger');

function createAuthMiddleware({ issuer, audience, jwksUri }) {
  const client = jwksClient({ jwksUri, cache: true, cacheMaxAge: 10 * 60 * 1000, rateLimit: true });

  function getKey(header, callback) {
    client.getSigningKey(header.kid, (err, key) => {
      if (err) return callback(err);
      callback(null, key.getPublicKey());
    });
  }

  function verify(token) {
    return new Promise((resolve, reject) => {
      jwt.verify(token, getKey, { issuer, audience, algorithms: ['RS256', 'ES256'] }, (err, claims) => {
        if (err) reject(err);
        else resolve(claims);
      });
    });
  }

  return async function requireAuth(req, res, next) {
    const header = req.get('authorization') || '';
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match) {
      res.set('WWW-Authenticate', 'Bearer realm="ledger-recon"');
      return res.status(401).json({ error: 'missing bearer token' });
    }
    try {
      const claims = await verify(match[1]);
      req.auth = {
        token: match[1],
        clientId: claims.azp || claims.client_id || 'unknown',
        scopes: String(claims.scope || '').split(' ').filter(Boolean),
        expiresAt: claims.exp,
        extra: {
          userId: claims.sub,
          orgId: claims.org_id,
          email: claims.email,
          isController: Array.isArray(claims.groups) && claims.groups.includes('finance-controllers'),
        },
      };
      return next();
    } catch (err) {
      logger.warn('rejected access token', { reason: err.message });
      return res.status(401).json({ error: 'invalid token' });
    }
  };
}

module.exports = { createAuthMiddleware };
