// Verifies broker staff access tokens against the OIDC provider's JWKS.
// @ts-nocheck
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { requireBearerAuth } from '@modelcontextprotocol/server';
import { config } from './config.js';

const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', config.oidcIssuer));

async function verifyAccessToken(token) {
  const { payload } = await jwtVerify(token, jwks, {
    issuer: config.oidcIssuer,
    audience: config.oidcAudience,
    algorithms: ['RS256', 'ES256'],
  });
  return {
    token,
    clientId: String(payload.azp ?? ''),
    scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
    expiresAt: payload.exp,
    extra: { userId: payload.sub, brokerId: payload.broker_id },
  };
}

const guard = requireBearerAuth({ verifier: { verifyAccessToken }, requiredScopes: ['customs:declare'] });

export function authenticate(request) {
  return guard(request);
}

export function callerOf(ctx) {
  const extra = ctx.http?.authInfo?.extra;
  if (!extra?.userId || !extra?.brokerId) throw new Error('call is not authenticated');
  return { userId: extra.userId, brokerId: extra.brokerId };
}
