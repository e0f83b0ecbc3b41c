// OAuth resource-server check: validates caller JWTs against the authorization server's JWKS.
// @ts-nocheck
import { requireBearerAuth } from '@modelcontextprotocol/server';
import { createRemoteJWKSet, jwtVerify } from 'jose';

export function createAuthenticator(cfg: { jwksUrl: string; issuer: string; resourceUrl: string }) {
  const jwks = createRemoteJWKSet(new URL(cfg.jwksUrl), { cooldownDuration: 60_000 });
  const verifier = {
    async verifyAccessToken(token: string) {
      const { payload } = await jwtVerify(token, jwks, {
        issuer: cfg.issuer,
        audience: cfg.resourceUrl,
        algorithms: ['RS256', 'ES256'],
      });
      return {
        token,
        clientId: String(payload.client_id ?? payload.azp ?? ''),
        scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
        expiresAt: payload.exp,
        resource: new URL(cfg.resourceUrl),
        extra: { userId: payload.sub },
      };
    },
  };
  return requireBearerAuth({ verifier, requiredScopes: ['shop.products'] });
}
