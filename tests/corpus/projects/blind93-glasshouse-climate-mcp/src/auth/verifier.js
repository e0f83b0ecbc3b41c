// Verifies grower-portal access tokens (RS256 JWTs) for the MCP bearer middleware.
'use strict';

const jwt = require('jsonwebtoken');
const jwksClient = require('jwks-rsa');
const config = require('../config');

const jwks = jwksClient({ jwksUri: config.jwksUri, cache: true, cacheMaxAge: 10 * 60 * 1000, rateLimit: true });

function signingKey(header, cb) {
  jwks.getSigningKey(header.kid, (err, key) => cb(err, key && key.getPublicKey()));
}

function decode(token) {
  return new Promise((resolve, reject) => {
    jwt.verify(
      token,
      signingKey,
      { algorithms: ['RS256'], issuer: config.issuer, audience: config.audience },
      (err, claims) => (err ? reject(err) : resolve(claims)),
    );
  });
}

const verifier = {
  async verifyAccessToken(token) {
    const claims = await decode(token);
    return {
      token,
      clientId: claims.azp || claims.client_id,
      scopes: typeof claims.scope === 'string' ? claims.scope.split(' ') : [],
      expiresAt: claims.exp,
      extra: { userId: claims.sub, sites: claims['https://growerco.example/sites'] || [] },
    };
  },
};

function principal(extra) {
  const info = extra && extra.authInfo;
  if (!info || !info.extra || !info.extra.userId) {
    const err = new Error('Authentication required');
    err.code = 'UNAUTHENTICATED';
    throw err;
  }
  return { userId: info.extra.userId, sites: info.extra.sites, scopes: info.scopes };
}

function assertSite(who, site) {
  if (!who.sites.includes(site)) {
    const err = new Error(`No access to site ${site}`);
    err.code = 'FORBIDDEN';
    throw err;
  }
}

module.exports = { verifier, principal, assertSite };
