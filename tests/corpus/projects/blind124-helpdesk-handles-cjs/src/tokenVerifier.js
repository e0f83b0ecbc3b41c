// Verifies OIDC access tokens against the issuer's JWKS using jose.
'use strict';

const { createRemoteJWKSet, jwtVerify } = require('jose');

const issuer = process.env.OIDC_ISSUER;
if (!issuer) throw new Error('OIDC_ISSUER is required');
const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', issuer));

const verifier = {
  async verifyAccessToken(token) {
    const { payload } = await jwtVerify(token, jwks, { issuer, audience: 'helpdesk-mcp' });
    return {
      token,
      clientId: String(payload.azp || payload.client_id || ''),
      scopes: String(payload.scope || '').split(' ').filter(Boolean),
      expiresAt: payload.exp,
      extra: { userId: payload.sub },
    };
  },
};

module.exports = { verifier };
