// Verifies OIDC access tokens against the identity provider's JWKS and maps claims onto MCP AuthInfo.
// @ts-nocheck

import { createRemoteJWKSet, jwtVerify } from 'jose';

export function oidcVerifier({ jwksUrl, issuer, audience }: { jwksUrl: string; issuer: string; audience: string }) {
  const jwks = createRemoteJWKSet(new URL(jwksUrl), { cooldownDuration: 30_000 });

  return {
    async verifyAccessToken(token: string) {
      const { payload } = await jwtVerify(token, jwks, { issuer, audience, algorithms: ['RS256', 'ES256'] });
      if (!payload.sub || !payload.exp) throw new Error('token lacks sub or exp');
      return {
        token,
        clientId: String(payload.azp ?? payload.client_id ?? 'unknown'),
        scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
        expiresAt: payload.exp,
        extra: { userId: payload.sub, name: payload.name },
      };
    },
  };
}
