// Verifies OIDC access tokens for the bearer-auth middleware.
import { createRemoteJWKSet, jwtVerify } from 'jose';

export function createVerifier({ issuer, audience }) {
  const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', issuer), { cooldownDuration: 30_000 });

  return {
    async verifyAccessToken(token) {
      const { payload } = await jwtVerify(token, jwks, { issuer, audience, algorithms: ['RS256', 'EdDSA'] });
      if (!payload.sub || !payload.exp) throw new Error('token lacks sub or exp');
      const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ') : [];
      return {
        token,
        clientId: payload.client_id ?? payload.azp ?? 'unknown',
        scopes,
        expiresAt: payload.exp,
        extra: {
          userId: payload.sub,
          displayName: payload.name ?? payload.sub,
          spaces: Array.isArray(payload.spaces) ? payload.spaces : [],
          canPublish: scopes.includes('docs:publish'),
        },
      };
    },
  };
}
