// Bearer-token verifier (RS256 JWTs from the agency IdP) handed to the SDK's requireBearerAuth.
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { requireBearerAuth } from '@modelcontextprotocol/server';
import { config } from './config.js';

const jwks = createRemoteJWKSet(new URL(config.jwksUrl));

export const verifier = {
  async verifyAccessToken(token) {
    const { payload } = await jwtVerify(token, jwks, {
      issuer: config.tokenIssuer,
      audience: config.tokenAudience,
      algorithms: ['RS256'],
    });
    if (!payload.sub || typeof payload.district !== 'string') throw new Error('token lacks subject or district');
    return {
      token,
      clientId: String(payload.azp ?? payload.client_id ?? ''),
      scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
      expiresAt: payload.exp,
      extra: { userId: payload.sub, district: payload.district, name: payload.name ?? payload.sub },
    };
  },
};

export const authenticate = requireBearerAuth({ verifier, requiredScopes: ['firewatch:duty'] });

export function hasScope(ctx, scope) {
  return (ctx.http?.authInfo?.scopes ?? []).includes(scope);
}
