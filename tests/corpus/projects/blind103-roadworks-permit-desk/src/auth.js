// Bearer authentication for contractors: JWT access tokens checked against the borough JWKS.
import { requireBearerAuth } from '@modelcontextprotocol/server';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { config } from './config.js';

const jwks = createRemoteJWKSet(new URL(config.jwksUrl));

const verifier = {
  async verifyAccessToken(token) {
    const { payload } = await jwtVerify(token, jwks, {
      issuer: config.issuer,
      audience: config.audience,
      algorithms: ['ES256', 'RS256'],
    });
    return {
      token,
      clientId: payload.azp ?? payload.client_id ?? 'unknown',
      scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
      expiresAt: payload.exp,
      extra: { userId: payload.sub, contractorId: payload.contractor_id ?? null },
    };
  },
};

export const bearer = requireBearerAuth({ verifier, requiredScopes: ['permits'] });

export function caller(ctx) {
  const extra = ctx.http?.authInfo?.extra;
  if (!extra?.userId || !extra?.contractorId) throw new Error('A contractor account is required');
  return { userId: extra.userId, contractorId: extra.contractorId };
}
