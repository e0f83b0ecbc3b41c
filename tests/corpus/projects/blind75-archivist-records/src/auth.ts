// Verifies SSO-issued JWT access tokens and maps their claims onto the MCP AuthInfo shape.
// @ts-nocheck
import { createRemoteJWKSet, jwtVerify } from 'jose';

export function createJwtVerifier({ issuer, audience, jwksPath }) {
  const jwks = createRemoteJWKSet(new URL(jwksPath, issuer));

  return {
    async verifyAccessToken(token: string) {
      const { payload } = await jwtVerify(token, jwks, { issuer, audience, algorithms: ['RS256', 'ES256'] });
      return {
        token,
        clientId: String(payload.azp ?? payload.client_id ?? 'unknown'),
        scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
        expiresAt: payload.exp,
        extra: {
          userId: payload.sub,
          department: payload.department,
          canPurge: Array.isArray(payload.roles) && payload.roles.includes('records-officer'),
        },
      };
    },
  };
}
