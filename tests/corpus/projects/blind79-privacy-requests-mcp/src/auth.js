// Validates OIDC access tokens with the identity provider's JWKS and produces the MCP AuthInfo object.
import { createRemoteJWKSet, jwtVerify } from 'jose';

export function oidcAuthenticator({ jwksUrl, issuer, audience }) {
  const jwks = createRemoteJWKSet(new URL(jwksUrl));

  return async function authenticate(authorizationHeader) {
    const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(authorizationHeader ?? '');
    if (!match) return null;
    try {
      const { payload } = await jwtVerify(match[1], jwks, { issuer, audience, algorithms: ['RS256'] });
      return {
        token: match[1],
        clientId: String(payload.azp ?? ''),
        scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
        expiresAt: payload.exp,
        extra: { userId: payload.sub, roles: payload.roles ?? [] },
      };
    } catch {
      return null;
    }
  };
}
