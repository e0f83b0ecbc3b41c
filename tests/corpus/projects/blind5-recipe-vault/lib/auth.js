'use strict';

const jwt = require('jsonwebtoken');
const jwksClient = require('jwks-rsa');

const ISSUER = process.env.OIDC_ISSUER || 'https://id.recipevault.app/';
const AUDIENCE = process.env.OIDC_AUDIENCE || 'https://mcp.recipevault.app';

const jwks = jwksClient({
  jwksUri: new URL('.well-known/jwks.json', ISSUER).toString(),
  cache: true,
  cacheMaxAge: 10 * 60 * 1000,
  rateLimit: true,
  jwksRequestsPerMinute: 10,
});

class AuthError extends Error {
  constructor(message) {
    super(message);
    this.statusCode = 401;
  }
}

/**
 * Verifies an RS256 access token. The header is decoded first only to learn which
 * JWKS key to fetch; the claims are trusted only after jwt.verify succeeds.
 */
async function authenticate(authorization) {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization || '');
  if (!match) throw new AuthError('missing bearer token');
  const token = match[1];

  const unverified = jwt.decode(token, { complete: true });
  if (!unverified || unverified.header.alg !== 'RS256' || !unverified.header.kid) {
    throw new AuthError('unsupported token');
  }
  const signingKey = await jwks.getSigningKey(unverified.header.kid);

  let claims;
  try {
    claims = jwt.verify(token, signingKey.getPublicKey(), {
      algorithms: ['RS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      clockTolerance: 30,
    });
  } catch (err) {
    throw new AuthError(`token rejected: ${err.message}`);
  }

  return {
    token,
    clientId: claims.azp || claims.client_id || 'unknown',
    scopes: String(claims.scope || '').split(' ').filter(Boolean),
    expiresAt: claims.exp,
    extra: { userId: claims.sub },
  };
}

module.exports = { authenticate, AuthError };
