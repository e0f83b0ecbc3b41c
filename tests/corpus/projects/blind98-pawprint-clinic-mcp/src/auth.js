// Verifies staff SSO access tokens (RS256 JWTs) for the MCP endpoint.
'use strict';

const jwt = require('jsonwebtoken');
const { staffJwt } = require('./config');

const ALLOWED_ROLES = new Set(['vet', 'nurse', 'reception', 'practice-manager']);

const verifier = {
  async verifyAccessToken(token) {
    const claims = jwt.verify(token, staffJwt.publicKey, {
      algorithms: ['RS256'],
      issuer: staffJwt.issuer,
      audience: staffJwt.audience,
      clockTolerance: 30,
    });
    if (!ALLOWED_ROLES.has(claims.role)) {
      throw new Error(`role ${claims.role} may not use clinic tools`);
    }
    return {
      token,
      clientId: claims.azp || 'clinic-desktop',
      scopes: typeof claims.scope === 'string' ? claims.scope.split(' ') : [],
      expiresAt: claims.exp,
      extra: { staffId: claims.sub, role: claims.role, displayName: claims.name },
    };
  },
};

module.exports = { verifier };
