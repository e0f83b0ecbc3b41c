// Access token verifier that validates JWTs against the identity provider's JWKS for the billing audience.
'use strict';

const { createRemoteJWKSet, jwtVerify } = require('jose');

const jwks = createRemoteJWKSet(new URL(process.env.OIDC_JWKS_URL ?? 'https://id.example.com/.well-known/jwks.json'));

const verifier = {
  async verifyAccessToken(token) {
    const { payload } = await jwtVerify(token, jwks, { audience: 'billing-refunds' });
    return {
      token,
      clientId: String(payload.azp ?? payload.client_id ?? ''),
      scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
      expiresAt: payload.exp,
      extra: { userId: payload.sub },
    };
  },
};

module.exports = { verifier };
