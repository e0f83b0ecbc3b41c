// Bearer authentication against the city SSO (JWKS-verified access tokens).
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { requireBearerAuth } from '@modelcontextprotocol/server';
import { config } from './config.js';

const jwks = createRemoteJWKSet(new URL(config.sso.jwksUrl), { cooldownDuration: 60_000 });

const verifier = {
  async verifyAccessToken(token) {
    const { payload } = await jwtVerify(token, jwks, {
      issuer: config.sso.issuer,
      audience: config.sso.audience,
      algorithms: ['RS256', 'ES256'],
    });
    return {
      token,
      clientId: String(payload.azp ?? payload.client_id),
      scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
      expiresAt: payload.exp,
      extra: { userId: payload.sub, applicantId: payload.applicant_id, displayName: payload.name },
    };
  },
};

export const authenticate = requireBearerAuth({ verifier, requiredScopes: ['permits'] });

export function applicantOf(ctx) {
  const extra = ctx.http?.authInfo?.extra;
  if (!extra?.userId || !extra?.applicantId) throw new Error('Sign in with a city account to use PermitDesk.');
  return { userId: extra.userId, applicantId: extra.applicantId, name: extra.displayName };
}
