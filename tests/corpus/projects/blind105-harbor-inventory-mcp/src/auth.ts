// Bearer authentication for /mcp: verifies warehouse staff JWTs with jose and maps them to MCP AuthInfo.
// @ts-nocheck
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { requireBearerAuth } from '@modelcontextprotocol/server';

const toAuthInfo = (token: string, payload) => ({
  token,
  clientId: String(payload.azp ?? payload.client_id ?? 'unknown'),
  scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
  expiresAt: payload.exp,
  extra: { userId: payload.sub, siteIds: Array.isArray(payload.sites) ? payload.sites.map(String) : [] },
});

export const makeAuthGate = ({ jwksUrl, issuer, audience }) => {
  const jwks = createRemoteJWKSet(new URL(jwksUrl));
  return requireBearerAuth({
    verifier: {
      verifyAccessToken: async (token: string) => {
        const { payload } = await jwtVerify(token, jwks, { issuer, audience, algorithms: ['RS256', 'EdDSA'] });
        return toAuthInfo(token, payload);
      },
    },
    requiredScopes: ['inventory:read'],
  });
};
